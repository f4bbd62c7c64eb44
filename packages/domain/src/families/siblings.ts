import { type ChildIdentity, sameNameAndBirthday } from './same-child.ts';

/** Children a family may hold: brothers and sisters at nursery together, with room to spare. */
export const maxChildrenPerFamily = 6;

export type SiblingProblem = 'family_full' | 'already_in_family';

/**
 * Whether a brother or sister may be added to a family holding `children` (approved ones and
 * requests alike): never past the cap, never a child the family already has (the same name and
 * birthday, as one child enrolled twice is caught elsewhere). Undefined: it may.
 */
export function siblingProblem(
  children: readonly ChildIdentity[],
  sibling: ChildIdentity,
): SiblingProblem | undefined {
  if (children.length >= maxChildrenPerFamily) return 'family_full';
  if (children.some((child) => sameNameAndBirthday(child, sibling))) return 'already_in_family';
  return undefined;
}
