import { useQuery } from '@tanstack/react-query';
import { loadAccount } from '~/features/session/account';
import { queryClient } from '~/features/session/query-client';
import { sessionAccount } from '~/features/session/session-state';
import { fetchPaymentHistory, fetchSettlement, fetchSubscriptions } from './billing-calls';

/** One of the signed-in guardian's billing reads, cached per guardian. */
function useGuardianQuery<T>(key: string, read: (userId: string) => Promise<T>) {
  const userId = sessionAccount.use()?.user.userId;
  return useQuery({ queryKey: [key, userId], queryFn: () => read(userId ?? ''), enabled: Boolean(userId) });
}

export const useSettlement = () => useGuardianQuery('settlement', fetchSettlement);

/** The subscription records and the current one (the last, §3), or null when there is none. */
export function useSubscriptions() {
  const query = useGuardianQuery('subscriptions', fetchSubscriptions);
  return { ...query, current: query.data?.at(-1) ?? null };
}

export const usePaymentHistory = () => useGuardianQuery('payment-history', fetchPaymentHistory);

/**
 * After subscribing, leaving or a new card: the account's plan (userInfo) and every cached answer
 * are read again, so the timeline, photo movies and my page all switch plan at once.
 */
export async function refreshAfterPlanChange(): Promise<void> {
  await Promise.all([loadAccount().catch(() => undefined), queryClient().invalidateQueries()]);
}
