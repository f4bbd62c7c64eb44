import { mediaExportApi } from '@hibi/contract/api';
import { apiCall } from '~/features/session/api-client';
import { useGuardianQuery } from '~/features/session/query-guardian';

/**
 * The family's months to save, each with a signed link valid 30 minutes (decision 0078): read
 * again every 10 minutes and on return to the tab, so a link tapped is never an expired one.
 */
export function useMediaExport() {
  return useGuardianQuery('mediaExport', (userId) => apiCall(mediaExportApi.read, { params: { userId } }), {
    staleTime: 5 * 60_000,
    refetchInterval: 10 * 60_000,
    refetchOnWindowFocus: true,
  });
}
