import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { sessionAccount } from './session-state';

// Named query-… so that the shell chunk (vite.config.ts) leaves it, and TanStack Query with it,
// to the pages that have a query cache.

type GuardianQueryOptions<T> = Pick<
  UseQueryOptions<T>,
  'staleTime' | 'gcTime' | 'retry' | 'refetchInterval' | 'refetchOnWindowFocus'
> & {
  /** Asked only when this holds too (a 保護者-only read, say). */
  enabled?: boolean;
};

/**
 * A read of the signed-in guardian's own data, cached per guardian and asked only once there is
 * one: a guardian signing in after another never sees the other's answer.
 */
export function useGuardianQuery<T>(
  key: string,
  read: (userId: string) => Promise<T>,
  { enabled = true, ...options }: GuardianQueryOptions<T> = {},
) {
  const userId = sessionAccount.use()?.user.userId;
  return useQuery({
    queryKey: [key, userId],
    queryFn: () => read(userId ?? ''),
    enabled: Boolean(userId) && enabled,
    ...options,
  });
}
