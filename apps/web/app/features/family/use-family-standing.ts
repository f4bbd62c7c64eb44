import { useQuery } from '@tanstack/react-query';
import { sessionAccount } from '~/features/session/session-state';
import { fetchMembers, fetchStanding } from './family-calls';

/** The signed-in member's role: the menus and the 保護者-only screens follow it. */
export function useFamilyStanding() {
  const userId = sessionAccount.use()?.user.userId;
  return useQuery({
    queryKey: ['family-standing', userId],
    queryFn: () => fetchStanding(userId ?? ''),
    enabled: Boolean(userId),
    staleTime: 5 * 60_000,
  });
}

/** Members and open invitations (保護者 only: never asked as a 家族, whose answer would be 403). */
export function useFamilyMembers(enabled: boolean) {
  const userId = sessionAccount.use()?.user.userId;
  return useQuery({
    queryKey: ['family-members', userId],
    queryFn: () => fetchMembers(userId ?? ''),
    enabled: Boolean(userId) && enabled,
  });
}
