import { type Candidate, childSimilarity } from './child-similarity.ts';
import { DEFAULT_MATCH_POLICY, MATCH_MARGIN, MATCH_THRESHOLD, type MatchPolicy } from './thresholds.ts';

/**
 * From this similarity on, an enrolled child counts as a look-alike of a waiting one: one margin
 * below the matcher's accept threshold, where the matcher starts leaving faces to nobody as near
 * ties or delivering the closer child by a hair. Close enough that matching could confuse them.
 */
export const LOOK_ALIKE_SIMILARITY = MATCH_THRESHOLD - MATCH_MARGIN;

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
