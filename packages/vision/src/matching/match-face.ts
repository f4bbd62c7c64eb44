import { type Candidate, childSimilarity } from './child-similarity.ts';
import { DEFAULT_MATCH_POLICY, type MatchPolicy } from './thresholds.ts';
import { cosine } from './vector.ts';

export type ChildScore = { childId: string; similarity: number };

/** Same words as the match_decisions log: only 'accepted' delivers. */
export type MatchDecisionKind = 'accepted' | 'ambiguous' | 'rejected';

export type MatchReason =
  | 'matched'
  | 'no_candidates'
  | 'below_threshold'
  | 'like_a_returned_face'
  | 'too_close_to_another_child'
  | 'gallery_being_converted'
  // Decided with the rest of the photo or the day (photo-assignment.ts, day-context.ts):
  | 'next_child_in_photo'
  | 'child_already_in_photo'
  | 'same_day_faces'
  | 'burst';

export type FaceMatch = {
  decision: MatchDecisionKind;
  reason: MatchReason;
  /** The best candidate (the one delivered to when accepted); null without candidates. */
  childId: string | null;
  /** Best similarity; null without candidates. */
  similarity: number | null;
  /** Best minus second-best similarity; null when fewer than two children could be compared. */
  margin: number | null;
  /** Every candidate with references, best first, so the decision can be stored and explained. */
  scores: ChildScore[];
  policy: MatchPolicy;
  /** Decided by the day's context (day-context.ts): the closest sure face of the day and its lead. */
  day?: { similarity: number; lead: number | null };
};

/**
 * Decides which child, if any, a face belongs to. Delivers to the best child only when its
 * similarity reaches the threshold and leads the second best by the margin; a near tie between two
 * children is 'ambiguous' and goes to nobody, since a wrong delivery costs far more than a missed one.
 */
export function matchFace(
  embedding: ArrayLike<number>,
  candidates: readonly Candidate[],
  now: Date,
  policy: MatchPolicy = DEFAULT_MATCH_POLICY,
): FaceMatch {
  // A paused child's gallery is part old model, part new: never scored (never a cross-model compare).
  const scores = candidates
    .filter((candidate) => candidate.references.length > 0 && !candidate.paused)
    .map((candidate) => ({
      childId: candidate.childId,
      similarity: childSimilarity(embedding, candidate.references, now, policy.halfLifeDays),
    }))
    .sort((a, b) => b.similarity - a.similarity || a.childId.localeCompare(b.childId));
  const [best, second] = scores;
  if (!best) {
    return {
      decision: 'rejected',
      reason: 'no_candidates',
      childId: null,
      similarity: null,
      margin: null,
      scores,
      policy,
    };
  }
  const margin = second ? best.similarity - second.similarity : null;
  const base = { childId: best.childId, similarity: best.similarity, margin, scores, policy };
  if (!(best.similarity >= policy.threshold))
    return { ...base, decision: 'rejected', reason: 'below_threshold' };
  if (looksReturned(embedding, candidates, best, policy)) {
    return { ...base, decision: 'ambiguous', reason: 'like_a_returned_face' };
  }
  if (candidates.some((candidate) => candidate.paused)) {
    // The paused child might be the better match: nobody gets the face until it can be compared.
    return { ...base, decision: 'ambiguous', reason: 'gallery_being_converted' };
  }
  const required = lookAlikeRunnerUp(candidates, best, second) ? policy.lookAlikeMargin : policy.margin;
  if (margin !== null && margin < required) {
    return { ...base, decision: 'ambiguous', reason: 'too_close_to_another_child' };
  }
  return { ...base, decision: 'accepted', reason: 'matched' };
}

/**
 * The wider lead is asked of a look-alike child over its look-alike, not over anyone (issue 41:
 * on real photos four faces of one look-alike were held back for a lead over a third person).
 * A candidate marked without saying of whom (older callers) asks it over anyone.
 */
function lookAlikeRunnerUp(candidates: readonly Candidate[], best: ChildScore, second?: ChildScore): boolean {
  const marked = candidates.find((candidate) => candidate.childId === best.childId);
  if (!marked?.lookAlike || !second) return false;
  return marked.lookAlikeOf ? marked.lookAlikeOf.includes(second.childId) : true;
}

/**
 * Negative learning: a face about as close (within the margin) to a face this child's family
 * returned as to the child is likely that other person again, so it goes to nobody and to review.
 */
function looksReturned(
  embedding: ArrayLike<number>,
  candidates: readonly Candidate[],
  best: ChildScore,
  policy: MatchPolicy,
): boolean {
  const returned = candidates.find((candidate) => candidate.childId === best.childId)?.returned ?? [];
  return returned.some((face) => cosine(embedding, face) >= best.similarity - policy.margin);
}
