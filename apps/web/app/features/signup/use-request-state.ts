import { useQuery } from '@tanstack/react-query';
import { fetchRequestState } from './signup-calls';

/** The guardian's request as the server sees it; looked at again every 30 s while waiting. */
export function useRequestState(userId: string) {
  return useQuery({
    queryKey: ['signup-request', userId],
    queryFn: () => fetchRequestState(userId),
    refetchInterval: 30_000,
  });
}
