import type { ApprovalDetail } from '@hibi/contract';
import { useQuery } from '@tanstack/react-query';
import { ChevronLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { adminMeta } from '~/features/admin/admin-entry';
import { approvalKeys } from '~/features/admin/admin-keys';
import { AdminScreen } from '~/features/admin/admin-screen';
import { fullName, slashDate } from '~/features/admin/admin-text';
import { LabelledQueryState } from '~/features/admin/labelled-query-state';
import { ApprovalBadges } from './approval-badges';
import { fetchApproval, requestPathOf } from './approval-calls';
import { ApprovalConsents } from './approval-consents';
import { verdictLabel, waitingFor } from './approval-text';
import { DecisionPanel } from './decision-panel';
import { FaceCrop, FacePhoto } from './face-photo';
import { LookAlikeWarning } from './look-alike-warning';
import { ResubmissionPanel } from './resubmission-note';
import { SameChildPanel } from './same-child-panel';

export { clientLoader, HydrateFallback } from '~/features/admin/session/staff-page';
// The title comes from the catalogue's sample entry: the guardian is not known on the server.
export const meta = adminMeta('/admin/approvals/sample/');

/** One waiting request: who asks, for which child, the photos with their faces, and the decision. */
export default function ApprovalPage() {
  const { guardianId = '', childId } = useParams();
  // A brother or sister is named by its child (decision 0043), a sign-up by its guardian.
  const target = childId ? { childId } : { guardianId };
  const detail = useQuery({
    queryKey: approvalKeys.detail(requestPathOf(target)),
    queryFn: () => fetchApproval(target),
  });
  return (
    <AdminScreen path={childId ? '/admin/approvals/siblings/sample/' : '/admin/approvals/sample/'}>
      <Link className="approval-back" to="/admin/approvals/">
        <ChevronLeft aria-hidden="true" size={18} />
        承認待ちの一覧へ
      </Link>
      <LabelledQueryState query={detail} label="申請の内容">
        {detail.data ? <ApprovalView request={detail.data} /> : null}
      </LabelledQueryState>
    </AdminScreen>
  );
}

function ApprovalView({ request }: { request: ApprovalDetail }) {
  const child = fullName(request.child);
  return (
    <div className="approval-detail">
      <ApprovalBadges request={request} />
      <div className="approval-facts">
        <section aria-labelledby="child-title">
          <h2 id="child-title">お子さま</h2>
          <dl className="approval-dl">
            <dt>お名前</dt>
            <dd>{child}</dd>
            <dt>ニックネーム</dt>
            <dd>{request.child.nickname || '—'}</dd>
            <dt>生年月日</dt>
            <dd>{slashDate(request.child.birthday)}</dd>
            <dt>施設</dt>
            <dd>{request.facility.name}</dd>
            <dt>クラス</dt>
            <dd>{request.child.className ?? '未設定'}</dd>
          </dl>
        </section>
        <section aria-labelledby="guardian-title">
          <h2 id="guardian-title">保護者</h2>
          <dl className="approval-dl">
            <dt>お名前</dt>
            <dd>{fullName(request.guardian)}</dd>
            <dt>メール</dt>
            <dd className="approval-email">{request.guardian.email}</dd>
            <dt>申請</dt>
            <dd>
              <time dateTime={request.guardian.requestedAt}>
                {new Date(request.guardian.requestedAt).toLocaleString('ja-JP', { timeZone: 'Asia/Tokyo' })}
              </time>
              （{waitingFor(request.guardian.requestedAt, new Date())}待ち）
            </dd>
            <dt>同意</dt>
            <dd>
              <ApprovalConsents consents={request.consents} />
            </dd>
          </dl>
        </section>
      </div>

      <ResubmissionPanel rejection={request.earlierRejection} />
      <section aria-labelledby="photos-title">
        <h2 id="photos-title">参照写真と見つかった顔</h2>
        {request.references.length === 0 ? <p>参照写真はまだ届いていません。</p> : null}
        <ul className="approval-photos">
          {request.references.map((reference, index) => (
            <li
              key={reference.referenceId}
              className={`approval-photo-card approval-verdict-${reference.verdict}`}
            >
              <FacePhoto reference={reference} alt={`${child}さんの参照写真${index + 1}`} />
              {reference.faces.length > 0 ? (
                <span className="approval-closeups">
                  {reference.faces.map((face, faceIndex) => (
                    <FaceCrop
                      key={`${face.box.x}:${face.box.y}`}
                      url={reference.url}
                      face={face}
                      alt={`見つかった顔${faceIndex + 1}の拡大（${face.used ? '参照に使う顔' : '使わない顔'}、検出の確からしさ ${Math.round(face.detectionScore * 100)}%）`}
                    />
                  ))}
                </span>
              ) : null}
              <p className="approval-verdict">{verdictLabel[reference.verdict]}</p>
              {reference.reason ? <p className="approval-reason">{reference.reason}</p> : null}
            </li>
          ))}
        </ul>
      </section>

      {request.kind === 'signup' ? <SameChildPanel request={request} /> : null}
      <LookAlikeWarning lookAlikes={request.lookAlikes} />
      <DecisionPanel request={request} childName={child} />
    </div>
  );
}
