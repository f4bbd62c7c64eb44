import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { AdminTable } from '~/components/admin-table';
import { adminMeta } from '../admin-entry';
import { QueryState } from '../admin-query';
import { AdminScreen } from '../admin-screen';
import { signedInStaff } from '../session/admin-session-state';
import { useFacilities } from './facility-calls';

export { clientLoader, HydrateFallback } from '../session/staff-page';
export const meta = adminMeta('/admin/facilities/');

/** Every facility (operators) or one's own (facility staff), with classes, price and trial. */
export default function FacilityListPage() {
  const staff = signedInStaff.use();
  const facilities = useFacilities();
  const actions =
    staff?.role === 'operator' ? (
      <Link className="button button-primary button-small" to="/admin/facilities/new/">
        <Plus aria-hidden="true" size={16} />
        施設を登録
      </Link>
    ) : null;
  return (
    <AdminScreen path="/admin/facilities/" actions={actions}>
      <QueryState
        isPending={facilities.isPending}
        error={facilities.error}
        onRetry={() => void facilities.refetch()}
      >
        <AdminTable columns={['施設名', '施設コード', 'クラス', '月額料金', '無料体験']}>
          {facilities.data?.facilities.map((facility) => (
            <tr key={facility.id}>
              <th scope="row">
                <Link to={`/admin/facilities/${facility.id}/`}>{facility.name}</Link>
              </th>
              <td>
                <code>{facility.code}</code>
              </td>
              <td>{facility.classes.map((entry) => entry.name).join('、') || '—'}</td>
              <td>{facility.subscriptionUnitPrice.toLocaleString('ja-JP')}円</td>
              <td>{facility.hasFreeTrial ? `${facility.freeTrialDays}日` : 'なし'}</td>
            </tr>
          ))}
        </AdminTable>
        {facilities.data?.facilities.length === 0 ? (
          <p className="admin-state">まだ施設がありません。</p>
        ) : null}
      </QueryState>
    </AdminScreen>
  );
}
