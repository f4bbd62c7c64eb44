import { tokyoDateTime } from '@hibi/domain';
import { AdminTable, PersonCell } from '~/components/admin-table';
import { adminMeta } from '../admin-entry';
import { QueryState, tokyoDayOf } from '../admin-query';
import { AdminScreen } from '../admin-screen';
import { signedInStaff } from '../session/admin-session-state';
import { InviteForm } from './invite-form';
import { useStaffList } from './staff-calls';

export { clientLoader, HydrateFallback } from '../session/staff-page';
export const meta = adminMeta('/admin/staff/');

const roleLabels = { operator: '運営スタッフ', facility_staff: '園のスタッフ' } as const;

/** Who uses the console (operators: everyone; staff: their facility's), and operators' invitations. */
export default function StaffPage() {
  const me = signedInStaff.use();
  const list = useStaffList();
  return (
    <AdminScreen path="/admin/staff/">
      <QueryState isPending={list.isPending} error={list.error} onRetry={() => void list.refetch()}>
        <AdminTable columns={['氏名', '権限', '施設', '登録日']}>
          {list.data?.staff.map((member) => (
            <tr key={member.staffId}>
              <PersonCell name={member.name} email={member.email} />
              <td>{roleLabels[member.role]}</td>
              <td>{member.facilityName ?? 'すべて'}</td>
              <td>{tokyoDayOf(member.createdAt)}</td>
            </tr>
          ))}
        </AdminTable>
        {list.data?.pending.length ? (
          <>
            <h2 className="admin-subtitle">招待中</h2>
            <ul className="admin-pending">
              {list.data.pending.map((invite) => (
                <li key={invite.email}>
                  {invite.name}（{invite.email}）— {tokyoDateTime(invite.expiresAt)}まで有効
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </QueryState>
      {me?.role === 'operator' ? <InviteForm /> : null}
    </AdminScreen>
  );
}
