import { useGuardianQuery } from '~/features/session/query-guardian';
import { fetchMembers, fetchStanding } from './family-calls';

/** The signed-in member's role: the menus and the 保護者-only screens follow it. */
export function useFamilyStanding() {
  return useGuardianQuery('family-standing', fetchStanding, { staleTime: 5 * 60_000 });
}

/** Members and open invitations (保護者 only: never asked as a 家族, whose answer would be 403). */
export function useFamilyMembers(enabled: boolean) {
  return useGuardianQuery('family-members', fetchMembers, { enabled });
}
