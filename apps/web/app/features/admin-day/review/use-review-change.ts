import { useMutation, useQueryClient } from '@tanstack/react-query';

/** A call that changes deliveries; the day's lists and counts are fetched again after it. */
export function useReviewChange(change: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
