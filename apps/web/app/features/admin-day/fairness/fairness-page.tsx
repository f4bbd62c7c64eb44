import { adminFairnessApi } from '@hibi/contract/api';
import { useQuery } from '@tanstack/react-query';
import { adminMeta } from '~/features/admin/admin-entry';
import { QueryState } from '~/features/admin/admin-query';
import { AdminScreen } from '~/features/admin/admin-screen';
import { adminCall } from '~/features/admin/session/admin-request';
import { DayFilters } from '../day-filters';
import { dayQuery, useDayFilter, useFacilityChoices } from '../use-day-filter';
import { FairnessList } from './fairness-list';

export { clientLoader, HydrateFallback } from '~/features/admin/session/staff-page';
export const meta = adminMeta('/admin/fairness/');

/** How many photos each child received on a day, the children with none or few first. */
export default function FairnessPage() {
  const facilities = useFacilityChoices();
  const { filter, change } = useDayFilter(facilities.data);
  const fairness = useQuery({
    queryKey: ['admin', 'fairness', filter],
    queryFn: () => adminCall(adminFairnessApi.children, { query: dayQuery(filter) }),
    enabled: filter.facilityId !== '',
    // Photos keep arriving during the day.
    refetchInterval: 60_000,
  });
  const lead =
    'まだ写真が届いていない・少ないお子さまを上に表示しています。今日のうちに撮影してあげてください。';
  return (
    <AdminScreen path="/admin/fairness/" lead={lead}>
      <QueryState
        isPending={facilities.isPending}
        error={facilities.error}
        onRetry={() => void facilities.refetch()}
      >
        <DayFilters facilities={facilities.data ?? []} filter={filter} onChange={change} />
        <QueryState
          isPending={fairness.isPending}
          error={fairness.error}
          onRetry={() => void fairness.refetch()}
        >
          <FairnessList rows={fairness.data?.children ?? []} />
        </QueryState>
      </QueryState>
    </AdminScreen>
  );
}
