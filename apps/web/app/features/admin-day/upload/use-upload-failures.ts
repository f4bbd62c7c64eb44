import type { UploadFailuresResponse } from '@hibi/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '~/features/admin/session/admin-request';

/**
 * The day's failed uploads, fetched again whenever the polled count of failures changes, and the
 * two things staff can do about one: process it again, or remove it.
 */
export function useUploadFailures(facilityId: string, date: string, failedCount: number) {
  const queryClient = useQueryClient();
  const failures = useQuery({
    queryKey: ['admin', 'upload-failures', facilityId, date, failedCount],
    queryFn: () =>
      adminRequest<UploadFailuresResponse>(
        `/api/admin/uploads/failed?${new URLSearchParams({ facilityId, date })}`,
      ),
    enabled: facilityId !== '' && failedCount > 0,
    // Not the console's minute: a count seen before (1, retried, 1 again) may hide other files.
    staleTime: 0,
    // The list stays while the new count's is fetched, rather than blinking away.
    placeholderData: keepPreviousData,
  });
  const changed = () => queryClient.invalidateQueries({ queryKey: ['admin'] });
  const path = (mediaId: string) => `/api/admin/uploads/${encodeURIComponent(mediaId)}`;
  const retry = useMutation({
    mutationFn: (mediaId: string) => adminRequest(`${path(mediaId)}/retry`, { method: 'POST', body: {} }),
    onSuccess: changed,
  });
  const remove = useMutation({
    mutationFn: (mediaId: string) => adminRequest(path(mediaId), { method: 'DELETE' }),
    onSuccess: changed,
  });
  return {
    failures: failedCount > 0 ? (failures.data?.failures ?? []) : [],
    error: failures.error,
    retry,
    remove,
  };
}
