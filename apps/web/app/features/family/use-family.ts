import { useChildren, useGroupOf } from '~/features/children/use-children';

/**
 * The primary child (the first of the list, §3) and its facility, with one loading and one
 * failed state for the card that shows both.
 */
export function useFamily() {
  const children = useChildren();
  const child = children.data?.[0] ?? null;
  const group = useGroupOf(child?.childId);
  return {
    child,
    /** Every child of the family, in its order (the plan's lines, decision 0044). */
    children: children.data ?? [],
    group: group.data ?? null,
    // No child at all (not expected once approved) is finished loading too.
    isPending: children.isPending || (child !== null && group.isPending),
    isError: children.isError || group.isError,
    retry: () => void Promise.all([children.refetch(), child ? group.refetch() : null]),
  };
}
