/** The statuses of a sign-up reference photo (the reference_images table's). */
export type ReferenceStatus = 'pending' | 'uploaded' | 'accepted' | 'rejected';

/** One reference photo as the face check left it; `reason` is its Japanese rejection reason. */
export type ReferenceJudgement = { status: ReferenceStatus; reason: string | null };

/** What the guardian is asked to do after a rejection for unusable photos. */
export const retryWithAnotherPhoto = 'お子さまのお顔がはっきり写った別の写真で、申請をやり直してください。';

// A rejected photo always has a reason today; this covers one judged by hand without one.
const unusablePhoto = 'お子さまのお顔を写真から確認できませんでした。';

/**
 * Whether the face check's verdicts leave a waiting request nothing to go on, and the reason the
 * guardian reads. A request stands while any photo is accepted or still waiting for its check
 * (uploaded); a pending row is a ticket nobody used and counts for nothing. `references` newest
 * first: the reason is the newest rejected photo's, followed by what to do.
 */
export function referenceRejectionReason(references: readonly ReferenceJudgement[]): string | null {
  if (references.some((reference) => reference.status === 'accepted' || reference.status === 'uploaded'))
    return null;
  const rejected = references.find((reference) => reference.status === 'rejected');
  if (!rejected) return null;
  return `${rejected.reason?.trim() || unusablePhoto}${retryWithAnotherPhoto}`;
}
