import { mediaExportApi } from '@hibi/contract/api';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '~/features/session/api-client';
import { sessionAccount } from '~/features/session/session-state';

/**
 * The family's months to save, each with a signed link valid 30 minutes (decision 0078): read
 * again every 10 minutes and on return to the tab, so a link tapped is never an expired one.
 */
export function useMediaExport() {
  const userId = sessionAccount.use()?.user.userId;
  return useQuery({
    queryKey: ['mediaExport', userId],
    // Runs only once there is a userId (enabled).
    queryFn: () => apiCall(mediaExportApi.read, { params: { userId: userId ?? '' } }),
    enabled: Boolean(userId),
    staleTime: 5 * 60_000,
    refetchInterval: 10 * 60_000,
    refetchOnWindowFocus: true,
  });
}
