import type { FacilityDetailResponse } from '@hibi/contract';
import { Pencil } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { AdminTable, PersonCell } from '~/components/admin-table';
import { adminMeta } from '../admin-entry';
import { QueryState, tokyoDayOf } from '../admin-query';
import { AdminScreen } from '../admin-screen';
import { signedInStaff } from '../session/admin-session-state';
import { DuplicateEnrolmentsPanel } from './duplicate-enrolments';
import { useFacilityDetail } from './facility-calls';
import { guardianStatusLabels, planLabels } from './facility-labels';

export { clientLoader, HydrateFallback } from '../session/staff-page';
export const meta = adminMeta('/admin/facilities/sample/');

/** A facility's settings and classes, and its guardians with their children, status and plan. */
export default function FacilityDetailPage() {
  const facilityId = useParams().facilityId ?? '';
  const staff = signedInStaff.use();
  const detail = useFacilityDetail(facilityId);
  const facility = detail.data?.facility;
  const actions =
    staff?.role === 'operator' ? (
      <Link className="button button-small" to={`/admin/facilities/${facilityId}/edit/`}>
        <Pencil aria-hidden="true" size={16} />
        設定を変更
      </Link>
    ) : null;
  return (
    <AdminScreen path="/admin/facilities/sample/" lead={facility?.name} actions={actions}>
      <QueryState isPending={detail.isPending} error={detail.error} onRetry={() => void detail.refetch()}>
        {staff?.role === 'operator' ? <DuplicateEnrolmentsPanel facilityId={facilityId} /> : null}
        {detail.data ? <FacilityDetail detail={detail.data} /> : null}
      </QueryState>
    </AdminScreen>
  );
}

function FacilityDetail({ detail: { facility, guardians } }: { detail: FacilityDetailResponse }) {
  return (
    <>
      <dl className="admin-facts">
        <div>
          <dt>施設コード</dt>
          <dd>
            <code>{facility.code}</code>
          </dd>
        </div>
        <div>
          <dt>月額料金</dt>
          <dd>{facility.subscriptionUnitPrice.toLocaleString('ja-JP')}円（税込）</dd>
        </div>
        <div>
          <dt>無料体験</dt>
          <dd>{facility.hasFreeTrial ? `${facility.freeTrialDays}日` : 'なし'}</dd>
        </div>
        <div>
          <dt>クラス</dt>
          <dd>
            {facility.classes.map((entry) => `${entry.name}（${entry.childCount}人）`).join('、') || 'なし'}
          </dd>
        </div>
      </dl>
      <h2 className="admin-subtitle">保護者とお子さま（{guardians.length}世帯）</h2>
      {guardians.length === 0 ? (
        <p className="admin-state">まだ登録している保護者はいません。</p>
      ) : (
        <AdminTable columns={['保護者', '状態', 'プラン', '承認日', 'お子さま']}>
          {guardians.map((guardian) => (
            <tr key={guardian.guardianId}>
              <PersonCell name={guardian.name} email={guardian.email} />
              <td>{guardianStatusLabels[guardian.status]}</td>
              <td>{planLabels[guardian.plan]}</td>
              <td>{tokyoDayOf(guardian.approvedAt)}</td>
              <td>
                {guardian.children.map((child) => (
                  <span className="admin-sub-line" key={child.childId}>
                    {child.name}
                    {child.className ? `（${child.className}）` : ''}
                  </span>
                ))}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </>
  );
}
