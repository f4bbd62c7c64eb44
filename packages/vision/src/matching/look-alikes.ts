import { type Candidate, childSimilarity, weightedCentroid } from './child-similarity.ts';
import { DEFAULT_MATCH_POLICY, MATCH_MARGIN, MATCH_THRESHOLD, type MatchPolicy } from './thresholds.ts';
import { cosine } from './vector.ts';

/**
 * From this similarity on, two children count as look-alikes: halfway between the threshold and one
 * margin below it. On the benchmark's 8 adults a reference face of one scores 0.85-0.918 against
 * another's gallery; 0.91 singles out the two pairs behind the highest wrong scores (0.918 and
 * 0.910) and leaves the other pairs alone, so the warning and the wider lead stay rare.
 */
export const LOOK_ALIKE_SIMILARITY = MATCH_THRESHOLD - MATCH_MARGIN / 2;

/**
 * From this similarity on, a waiting child's reference face is very likely an enrolled child's own
 * (decision 0036): the matcher's own threshold, at which it would deliver a photo of that face to
 * the enrolled child. On the benchmark the highest score of a wrong person is 0.918 and the lowest
 * best score of the right one 0.921, so 0.93 is above every stranger; twins may reach it, so staff
 * decide, with the names and the birthday beside it.
 */
export const SAME_CHILD_SIMILARITY = MATCH_THRESHOLD;

export type LookAlikeScore = { childId: string; similarity: number };

/**
 * The enrolled children a waiting child's reference faces could be mistaken for, strongest first:
 * each waiting face scored against each child's weighted references exactly as the matcher scores
 * a photo's face (childSimilarity), the child's best score kept. Siblings are the common case.
 */
export function lookAlikes(
  waitingFaces: readonly ArrayLike<number>[],
  enrolled: readonly Candidate[],
  now: Date,
  policy: MatchPolicy = DEFAULT_MATCH_POLICY,
  least: number = LOOK_ALIKE_SIMILARITY,
): LookAlikeScore[] {
  if (waitingFaces.length === 0) return [];
  return enrolled
    .filter((candidate) => candidate.references.length > 0)
    .map((candidate) => ({
      childId: candidate.childId,
      similarity: Math.max(
        ...waitingFaces.map((face) => childSimilarity(face, candidate.references, now, policy.halfLifeDays)),
      ),
    }))
    .filter((score) => score.similarity >= least)
    .sort((a, b) => b.similarity - a.similarity || a.childId.localeCompare(b.childId));
}

/**
 * Marks the children of one facility whose galleries come within LOOK_ALIKE_SIMILARITY of each
 * other: some reference face of one scores that high against the other's weighted gallery, as a
 * photo's face would. The matcher then asks a wider lead (policy.lookAlikeMargin) of a face going
 * to either over the other: their faces land between the two, where a narrow lead is a coin toss.
 */
export function markLookAlikes(
  candidates: readonly Candidate[],
  now: Date,
  policy: MatchPolicy = DEFAULT_MATCH_POLICY,
  least: number = LOOK_ALIKE_SIMILARITY,
): Candidate[] {
  const centroids = candidates.map((c) => weightedCentroid(c.references, now, policy.halfLifeDays));
  const close = (a: number, b: number) => {
    const target = centroids[b];
    return !!target && (candidates[a]?.references ?? []).some((r) => cosine(r.embedding, target) >= least);
  };
  const pairs = new Map<number, string[]>();
  const pair = (a: number, b: number) =>
    pairs.set(a, [...(pairs.get(a) ?? []), candidates[b]?.childId ?? '']);
  for (let a = 0; a < candidates.length; a++)
    for (let b = a + 1; b < candidates.length; b++)
      if (close(a, b) || close(b, a)) {
        pair(a, b);
        pair(b, a);
      }
  return candidates.map((c, i) => {
    const of = pairs.get(i);
    return of ? { ...c, lookAlike: true, lookAlikeOf: of } : c;
  });
}
