import { accountApi } from '@hibi/contract/api';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '~/features/session/api-client';
import { useGuardianQuery } from '~/features/session/query-guardian';

/** The signed-in guardian's children; the first is the primary child (§3). */
export function useChildren() {
  return useGuardianQuery('children', (userId) => apiCall(accountApi.children, { params: { userId } }), {
    staleTime: 5 * 60_000,
  });
}

/** The facility (group) of a child: name, price, trial days. */
export function useGroupOf(childId: string | undefined) {
  return useQuery({
    queryKey: ['group', childId],
    queryFn: () => apiCall(accountApi.childGroup, { params: { childId: String(childId) } }),
    enabled: Boolean(childId),
    staleTime: 5 * 60_000,
  });
}
