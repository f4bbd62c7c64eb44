import type { Candidate } from './child-similarity.ts';
import { type FaceMatch, matchFace } from './match-face.ts';
import { DEFAULT_MATCH_POLICY, type MatchPolicy } from './thresholds.ts';

/**
 * Decides a photo's faces together (issue 41): a child appears at most once in a photo. The surest
 * face is decided first; every later face is compared only with the children not yet taken in the
 * photo, so a face whose best child a surer face already took looks at its next (then it needs the
 * threshold and the margin over the children left, as any face does), and a face left in a near tie
 * with a child who is elsewhere in the photo is freed of that tie. A face whose best child is taken
 * and who reaches nobody else is 'child_already_in_photo', never a second delivery to one child.
 * Answers the faces' matches in their order.
 */
export function assignPhotoFaces(
  embeddings: readonly ArrayLike<number>[],
  candidates: readonly Candidate[],
  now: Date,
  policy: MatchPolicy = DEFAULT_MATCH_POLICY,
): FaceMatch[] {
  const alone = embeddings.map((embedding) => matchFace(embedding, candidates, now, policy));
  const order = alone
    .map((match, index) => ({ match, index }))
    .sort((a, b) => sureness(b.match) - sureness(a.match) || a.index - b.index);
  const taken = new Set<string>();
  const decided: FaceMatch[] = [...alone];
  for (const { match, index } of order) {
    const next =
      taken.size === 0 ? match : besideTaken(embeddings[index] ?? [], match, candidates, taken, now, policy);
    decided[index] = next;
    if (next.decision === 'accepted' && next.childId) taken.add(next.childId);
  }
  return decided;
}

/** Accepted faces first, then by best similarity: the surest face claims its child first. */
function sureness(match: FaceMatch): number {
  return (match.decision === 'accepted' ? 2 : 0) + (match.similarity ?? -1);
}

/** The face's decision among the children not already taken in the photo. */
function besideTaken(
  embedding: ArrayLike<number>,
  alone: FaceMatch,
  candidates: readonly Candidate[],
  taken: ReadonlySet<string>,
  now: Date,
  policy: MatchPolicy,
): FaceMatch {
  // Only a taken child close enough to have cost this face its decision competes with it.
  const best = alone.similarity ?? Number.NEGATIVE_INFINITY;
  const rivals = alone.scores.filter(
    (score) => taken.has(score.childId) && score.similarity >= best - policy.lookAlikeMargin,
  );
  if (rivals.length === 0 || alone.reason === 'gallery_being_converted') return alone;
  const left = matchFace(
    embedding,
    candidates.filter((candidate) => !taken.has(candidate.childId)),
    now,
    policy,
  );
  if (left.decision === 'accepted') return { ...left, reason: 'next_child_in_photo', scores: alone.scores };
  const bestTaken = alone.childId !== null && taken.has(alone.childId);
  if (bestTaken && alone.decision !== 'rejected')
    return { ...alone, decision: 'ambiguous', reason: 'child_already_in_photo' };
  return alone;
}
