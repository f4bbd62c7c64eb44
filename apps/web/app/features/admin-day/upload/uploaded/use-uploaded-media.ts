import { adminUploadedMediaApi } from '@hibi/contract/api';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '~/features/admin/session/admin-request';
import { showToast } from '~/lib/toast';

export type UploadChange = 'hide' | 'unhide' | 'delete';

/**
 * A facility's uploads of a day, 60 a page, newest first: fetched again every few seconds while
 * one is being processed, else every 15 s, so a batch just sent shows up.
 */
export function useUploadedMedia(facilityId: string, date: string) {
  return useInfiniteQuery({
    queryKey: ['admin', 'uploaded-media', facilityId, date],
    initialPageParam: '',
    queryFn: ({ pageParam }) =>
      adminCall(adminUploadedMediaApi.list, {
        query: { facilityId, date, limit: 60, cursor: pageParam || undefined },
      }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: facilityId !== '',
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.items.some((item) => item.state === 'processing'))
        ? 3_000
        : 15_000,
  });
}

const doneText: Record<UploadChange, (name: string) => string> = {
  hide: () => '非公開にしました。どのご家族にも表示されません。',
  unhide: () => '公開に戻しました。配信先のご家族にまた表示されます。',
  delete: (name) => `${name}を削除しました。`,
};

/**
 * Hiding, showing again or deleting one upload; the toast says it was done and every console list
 * is fetched again. Said here, not by mutate's callbacks: a deleted upload's dialog is gone (and
 * those callbacks with it) once the list comes back without it.
 */
export function useUploadChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ mediaId, change }: { mediaId: string; change: UploadChange; name: string }) =>
      adminCall(change === 'delete' ? adminUploadedMediaApi.remove : adminUploadedMediaApi[change], {
        params: { mediaId },
      }),
    onSuccess: (_, { change, name }) => {
      showToast(doneText[change](name), 'success');
      return queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}
