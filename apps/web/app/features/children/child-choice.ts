import type { ChildResponse } from '@hibi/contract';

/**
 * The children a guardian can switch between: the approved ones, in the family's order (the
 * primary child first, §3). A brother or sister waiting for approval has nothing to show yet.
 */
export function switchableChildren(children: readonly ChildResponse[]): ChildResponse[] {
  const approved = children.filter((child) => child.approvedAt !== null);
  return approved.length > 0 ? approved : [...children];
}

/**
 * The child a screen shows: the one asked for (a link's `?child=`), else the one last chosen on
 * this device, else the primary child. An id that is not (or no longer) one of the family's
 * children is ignored, so a stale choice never shows an empty screen.
 */
export function chooseChild(
  children: readonly ChildResponse[],
  ...wanted: (string | null | undefined)[]
): ChildResponse | undefined {
  const choices = switchableChildren(children);
  for (const id of wanted) {
    const found = id ? choices.find((child) => child.childId === id) : undefined;
    if (found) return found;
  }
  return choices[0];
}

/** What a switcher calls a child: the nickname the family gave, else the first name. */
export function childLabel(child: Pick<ChildResponse, 'firstName' | 'nickname'>): string {
  return child.nickname?.trim() || child.firstName;
}
