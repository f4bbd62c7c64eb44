import { useQuery } from '@tanstack/react-query';
import { loadAccount } from '~/features/session/account';
import { queryClient } from '~/features/session/query-client';
import { sessionAccount } from '~/features/session/session-state';
import { fetchPaymentHistory, fetchSettlement, fetchSubscriptions } from './billing-calls';

function useUserId() {
  return sessionAccount.use()?.user.userId;
}

export function useSettlement() {
  const userId = useUserId();
  return useQuery({
    queryKey: ['settlement', userId],
    queryFn: () => fetchSettlement(userId ?? ''),
    enabled: Boolean(userId),
  });
}

/** The subscription records and the current one (the last, §3), or null when there is none. */
export function useSubscriptions() {
  const userId = useUserId();
  const query = useQuery({
    queryKey: ['subscriptions', userId],
    queryFn: () => fetchSubscriptions(userId ?? ''),
    enabled: Boolean(userId),
  });
  return { ...query, current: query.data?.at(-1) ?? null };
}

export function usePaymentHistory() {
  const userId = useUserId();
  return useQuery({
    queryKey: ['payment-history', userId],
    queryFn: () => fetchPaymentHistory(userId ?? ''),
    enabled: Boolean(userId),
  });
}

/**
 * After subscribing, leaving or a new card: the account's plan (userInfo) and every cached answer
 * are read again, so the timeline, photo movies and my page all switch plan at once.
 */
export async function refreshAfterPlanChange(): Promise<void> {
  await Promise.all([loadAccount().catch(() => undefined), queryClient().invalidateQueries()]);
}
