import { adminUploadFailureApi } from '@hibi/contract/api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '~/features/admin/session/admin-request';

/**
 * The day's failed uploads, fetched again whenever the polled count of failures changes, and the
 * two things staff can do about one: process it again, or remove it.
 */
export function useUploadFailures(facilityId: string, date: string, failedCount: number) {
  const queryClient = useQueryClient();
  const failures = useQuery({
    queryKey: ['admin', 'upload-failures', facilityId, date, failedCount],
    queryFn: () => adminCall(adminUploadFailureApi.list, { query: { facilityId, date } }),
    enabled: facilityId !== '' && failedCount > 0,
    // Not the console's minute: a count seen before (1, retried, 1 again) may hide other files.
    staleTime: 0,
    // The list stays while the new count's is fetched, rather than blinking away.
    placeholderData: keepPreviousData,
  });
  const changed = () => queryClient.invalidateQueries({ queryKey: ['admin'] });
  const retry = useMutation({
    mutationFn: (mediaId: string) => adminCall(adminUploadFailureApi.retry, { params: { mediaId } }),
    onSuccess: changed,
  });
  const remove = useMutation({
    mutationFn: (mediaId: string) => adminCall(adminUploadFailureApi.remove, { params: { mediaId } }),
    onSuccess: changed,
  });
  return {
    failures: failedCount > 0 ? (failures.data?.failures ?? []) : [],
    error: failures.error,
    retry,
    remove,
  };
}
