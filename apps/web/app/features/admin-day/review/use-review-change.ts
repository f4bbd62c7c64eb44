import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '~/features/admin/session/admin-request';

/** A POST that changes deliveries; the day's lists and counts are fetched again after it. */
export function useReviewChange<Input>(pathOf: (input: Input) => string, bodyOf: (input: Input) => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => adminRequest(pathOf(input), { method: 'POST', body: bodyOf(input) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
