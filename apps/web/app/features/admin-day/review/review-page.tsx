import { adminReviewApi } from '@hibi/contract/api';
import { useQuery } from '@tanstack/react-query';
import { adminMeta } from '~/features/admin/admin-entry';
import { QueryState } from '~/features/admin/admin-query';
import { adminCall } from '~/features/admin/session/admin-request';
import { DayScreen, queryState } from '../day-screen';
import { dayQuery, useDayFilter, useFacilityChoices } from '../use-day-filter';
import { DeliveredSection } from './delivered-section';
import { ReturnedSection } from './returned-section';
import { TakenBackSection } from './taken-back-section';
import { UndecidedSection } from './undecided-section';

export { clientLoader, HydrateFallback } from '~/features/admin/session/staff-page';
export const meta = adminMeta('/admin/review/');

/**
 * A day's deliveries of a class, the faces nobody received, the items families returned, and the
 * deliveries staff took back (to be restored when the take-back was the mistake).
 */
export default function ReviewPage() {
  const facilities = useFacilityChoices();
  const { filter, change } = useDayFilter(facilities.data);
  const enabled = filter.facilityId !== '';
  const review = useQuery({
    queryKey: ['admin', 'review', filter],
    queryFn: () => adminCall(adminReviewApi.day, { query: { ...dayQuery(filter), limit: 500 } }),
    enabled,
  });
  // The facility's children, for giving a photo by hand: each with a registered photo and family.
  const roster = useQuery({
    queryKey: ['admin', 'review-roster', filter.facilityId],
    queryFn: () => adminCall(adminReviewApi.roster, { query: { facilityId: filter.facilityId } }),
    enabled,
  });
  const lead = '自動で配信された写真を確認し、間違いは取り消し、届かなかった写真は手動で配信できます。';
  return (
    <DayScreen path="/admin/review/" lead={lead} facilities={facilities} filter={filter} onChange={change}>
      <QueryState {...queryState(review)}>
        <UndecidedSection faces={review.data?.undecided ?? []} roster={roster.data?.children ?? []} />
        <DeliveredSection items={review.data?.delivered ?? []} />
        <ReturnedSection items={review.data?.returned ?? []} />
        <TakenBackSection items={review.data?.takenBack ?? []} />
      </QueryState>
    </DayScreen>
  );
}
