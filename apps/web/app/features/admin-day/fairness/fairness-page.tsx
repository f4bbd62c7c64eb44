import { adminFairnessApi } from '@hibi/contract/api';
import { useQuery } from '@tanstack/react-query';
import { adminMeta } from '~/features/admin/admin-entry';
import { QueryState } from '~/features/admin/admin-query';
import { adminCall } from '~/features/admin/session/admin-request';
import { DayScreen, queryState } from '../day-screen';
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
    <DayScreen path="/admin/fairness/" lead={lead} facilities={facilities} filter={filter} onChange={change}>
      <QueryState {...queryState(fairness)}>
        <FairnessList rows={fairness.data?.children ?? []} />
      </QueryState>
    </DayScreen>
  );
}
