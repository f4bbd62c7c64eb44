import type { ApprovalRequest } from '@hibi/contract';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { adminMeta } from '~/features/admin/admin-entry';
import { approvalKeys } from '~/features/admin/admin-keys';
import { AdminScreen } from '~/features/admin/admin-screen';
import { fullName } from '~/features/admin/admin-text';
import { LabelledQueryState } from '~/features/admin/labelled-query-state';
import { ApprovalBadges } from './approval-badges';
import { fetchApprovalQueue, requestPathOf, requestTargetOf } from './approval-calls';
import { ApprovalConsents } from './approval-consents';
import { waitingFor } from './approval-text';
import { FaceCrop } from './face-photo';
import { ResubmissionMark } from './resubmission-note';

export { clientLoader, HydrateFallback } from '~/features/admin/session/staff-page';
export const meta = adminMeta('/admin/approvals/');

/** The approval queue: guardians waiting, oldest first, with what needs a closer look. */
export default function ApprovalsPage() {
  const queue = useQuery({ queryKey: approvalKeys.queue(), queryFn: fetchApprovalQueue });
  const requests = queue.data?.requests;
  return (
    <AdminScreen
      path="/admin/approvals/"
      lead="古い申請から順に並んでいます。参照写真と、見つかった顔を確かめてから承認してください。"
    >
      <LabelledQueryState query={queue} label="承認待ちの一覧">
        {requests && requests.length === 0 ? (
          <p className="approval-empty">承認待ちの申請はありません。</p>
        ) : (
          <ul className="approval-queue">
            {requests?.map((request) => (
              <QueueItem key={request.guardianId} request={request} now={new Date()} />
            ))}
          </ul>
        )}
      </LabelledQueryState>
    </AdminScreen>
  );
}

function QueueItem({ request, now }: { request: ApprovalRequest; now: Date }) {
  const child = fullName(request.child);
  return (
    <li className="approval-item">
      <Link
        className="approval-item-link"
        to={`/admin/approvals/${requestPathOf(requestTargetOf(request))}/`}
      >
        <span className="approval-thumbs">
          {request.references.length === 0 ? <span className="approval-thumb-none">写真なし</span> : null}
          {request.references.slice(0, 3).map((reference, index) => (
            <FaceCrop
              key={reference.referenceId}
              url={reference.url}
              face={reference.faces.find((face) => face.used) ?? reference.faces[0]}
              alt={`${child}さんの参照写真${index + 1}`}
            />
          ))}
        </span>
        <span className="approval-item-text">
          <span className="approval-item-child">
            {child}
            {request.child.nickname ? (
              <span className="approval-nickname">（{request.child.nickname}）</span>
            ) : null}
          </span>
          <span className="approval-item-meta">
            {request.kind === 'sibling' ? 'ごきょうだいの追加・' : ''}保護者 {fullName(request.guardian)}・
            {request.facility.name}
          </span>
          <span className="approval-item-meta">
            <time dateTime={request.guardian.requestedAt}>
              {waitingFor(request.guardian.requestedAt, now)}
            </time>
            待ち
          </span>
          <ResubmissionMark rejection={request.earlierRejection} />
          <ApprovalConsents consents={request.consents} inline />
          <ApprovalBadges request={request} />
        </span>
        <ChevronRight className="approval-item-chevron" aria-hidden="true" size={20} />
      </Link>
    </li>
  );
}
