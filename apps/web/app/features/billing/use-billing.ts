import { loadAccount } from '~/features/session/account';
import { queryClient } from '~/features/session/query-client';
import { useGuardianQuery } from '~/features/session/query-guardian';
import { fetchPaymentHistory, fetchSettlement, fetchSubscriptions } from './billing-calls';

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
