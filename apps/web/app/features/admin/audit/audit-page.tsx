import { adminAuditApi } from '@hibi/contract/api';
import { tokyoDateTime } from '@hibi/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { AdminTable } from '~/components/admin-table';
import { MoreButton } from '~/components/more-button';
import { adminMeta } from '../admin-entry';
import { QueryState } from '../admin-query';
import { AdminScreen } from '../admin-screen';
import { adminCall } from '../session/admin-request';
import { signedInStaff } from '../session/admin-session-state';
import { actionLabel, targetLabel } from './audit-labels';

export { clientLoader, HydrateFallback } from '../session/staff-page';
export const meta = adminMeta('/admin/audit/');

/** Who did what and when, newest first, 50 at a time; facility staff see their facility's staff. */
export default function AuditPage() {
  const staff = signedInStaff.use();
  const audit = useInfiniteQuery({
    queryKey: ['admin', 'audit'],
    initialPageParam: '',
    queryFn: ({ pageParam }) => adminCall(adminAuditApi.list, { query: { cursor: pageParam || undefined } }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const entries = audit.data?.pages.flatMap((page) => page.entries) ?? [];
  const lead =
    staff?.role === 'operator'
      ? 'すべての操作を新しい順に表示しています。'
      : 'この施設のスタッフが行った操作を新しい順に表示しています。';
  return (
    <AdminScreen path="/admin/audit/" lead={lead}>
      <QueryState isPending={audit.isPending} error={audit.error} onRetry={() => void audit.refetch()}>
        <AdminTable columns={['日時', '操作した人', '操作', '対象']}>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                <time dateTime={entry.at}>{tokyoDateTime(entry.at)}</time>
              </td>
              <td>{entry.actorName ?? (entry.actorKind === 'system' ? 'システム' : '（削除済み）')}</td>
              <td>{actionLabel(entry.action)}</td>
              <td className="admin-target">{targetLabel(entry.targetType, entry.targetId)}</td>
            </tr>
          ))}
        </AdminTable>
        <MoreButton pages={audit} className="admin-more" label="さらに古い操作を表示" />
      </QueryState>
    </AdminScreen>
  );
}
