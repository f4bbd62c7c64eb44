/**
 * One child enrolled twice (decision 0036): parents sign up on their own for the same child, so a
 * waiting request may name a child already enrolled. Names are compared as typed by different
 * people: width, spaces and kana script set aside.
 */

/** Hiragana and katakana differ by this many code points (ア U+30A2, あ U+3042). */
const kanaOffset = 0x60;

/** A child's name as compared: NFKC (full-width letters, half-width kana), no spaces, hiragana, lower case. */
export function normalizeChildName(lastName: string, firstName: string): string {
  return `${lastName}${firstName}`
    .normalize('NFKC')
    .replace(/\s+/gu, '')
    .replace(/[\u30a1-\u30f6]/gu, (kana) => String.fromCodePoint((kana.codePointAt(0) ?? 0) - kanaOffset))
    .toLowerCase();
}

export type ChildIdentity = { lastName: string; firstName: string; birthday: string };

/** The same last and first name (as normalizeChildName compares them) and the same birthday. */
export function sameNameAndBirthday(a: ChildIdentity, b: ChildIdentity): boolean {
  return (
    a.birthday === b.birthday &&
    normalizeChildName(a.lastName, a.firstName) === normalizeChildName(b.lastName, b.firstName)
  );
}

/**
 * Pairs of enrolments that are very likely one child enrolled twice (the same name and birthday
 * at one facility, in different families or the same one): the earlier approval is kept, the other
 * is offered for merging. A child in several pairs (three enrolments) pairs with the first kept.
 */
export function duplicateEnrolments<Child extends ChildIdentity & { approvedAt: Date }>(
  enrolled: readonly Child[],
): { kept: Child; merged: Child }[] {
  const byApproval = [...enrolled].sort((a, b) => a.approvedAt.getTime() - b.approvedAt.getTime());
  const pairs: { kept: Child; merged: Child }[] = [];
  const merged = new Set<Child>();
  for (const [index, kept] of byApproval.entries()) {
    if (merged.has(kept)) continue;
    for (const other of byApproval.slice(index + 1)) {
      if (merged.has(other) || !sameNameAndBirthday(kept, other)) continue;
      pairs.push({ kept, merged: other });
      merged.add(other);
    }
  }
  return pairs;
}
