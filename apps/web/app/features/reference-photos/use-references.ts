import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchReferences } from './reference-calls';

const keyOf = (childId: string | undefined) => ['references', childId];

/**
 * The child's reference photos. While one waits for its face check (seconds to a minute), the
 * list is read again every few seconds, so 確認中 turns into its verdict without a reload.
 */
export function useReferences(childId: string | undefined) {
  const client = useQueryClient();
  const references = useQuery({
    queryKey: keyOf(childId),
    queryFn: () => fetchReferences(childId ?? ''),
    enabled: Boolean(childId),
    refetchInterval: (query) =>
      query.state.data?.references.some((reference) => reference.status === 'checking') ? 3000 : false,
  });
  return {
    references,
    /** After a change: the list as the server has it now. */
    reload: () => client.invalidateQueries({ queryKey: keyOf(childId) }),
  };
}
