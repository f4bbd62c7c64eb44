import { useQuery } from '@tanstack/react-query';
import { sessionAccount } from '~/features/session/session-state';
import { fetchChildren, fetchGroupOfChild } from './mypage-calls';

/**
 * The signed-in guardian's primary child (the first of the list, §3) and that child's facility.
 * The session check of the page has loaded the account before this renders.
 */
export function usePrimaryChild() {
  const userId = sessionAccount.use()?.user.userId;
  const children = useQuery({
    queryKey: ['children', userId],
    queryFn: () => fetchChildren(userId ?? ''),
    enabled: Boolean(userId),
  });
  const child = children.data?.[0] ?? null;
  const group = useQuery({
    queryKey: ['group-of-child', child?.childId],
    queryFn: () => fetchGroupOfChild(child?.childId ?? ''),
    enabled: Boolean(child),
  });
  return {
    child,
    group: group.data ?? null,
    // No child at all (not expected once approved) is finished loading too.
    isPending: children.isPending || (child !== null && group.isPending),
    isError: children.isError || group.isError,
    retry: () => void Promise.all([children.refetch(), child ? group.refetch() : null]),
  };
}
