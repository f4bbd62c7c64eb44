import { type Candidate, childSimilarity } from './child-similarity.ts';
import { LOOK_ALIKE_SIMILARITY } from './look-alikes.ts';
import { DEFAULT_MATCH_POLICY, type MatchPolicy } from './thresholds.ts';

/**
 * The child of the facility a new reference photo of `childId` may really show: one whose gallery
 * the face is as close to as two look-alikes (LOOK_ALIKE_SIMILARITY) and closer than to `childId`'s
 * own. A family adding photos after approval is not reviewed by an operator, so without this a
 * photo of a classmate would make the classmate's photos go to this family. A child who grew is
 * not refused for being far from their own gallery: only a likelier other child refuses the photo.
 */
export function likelierOtherChild(
  embedding: ArrayLike<number>,
  childId: string,
  candidates: readonly Candidate[],
  now: Date,
  policy: MatchPolicy = DEFAULT_MATCH_POLICY,
): string | null {
  const similarity = (candidate: Candidate) =>
    childSimilarity(embedding, candidate.references, now, policy.halfLifeDays);
  const scored = candidates.filter((candidate) => candidate.references.length > 0 && !candidate.paused);
  const own = scored.find((candidate) => candidate.childId === childId);
  const ownSimilarity = own ? similarity(own) : Number.NEGATIVE_INFINITY;
  const rivals = scored
    .filter((candidate) => candidate.childId !== childId)
    .map((candidate) => ({ childId: candidate.childId, similarity: similarity(candidate) }))
    .filter((rival) => rival.similarity >= LOOK_ALIKE_SIMILARITY && rival.similarity > ownSimilarity)
    .sort((a, b) => b.similarity - a.similarity);
  return rivals[0]?.childId ?? null;
}
