import type { FaceMatch } from './match-face.ts';
import { DAY_CONTEXT_RULES, type DayContextRules } from './thresholds.ts';
import { cosine } from './vector.ts';

/** A face the matcher was sure of on the same facility's day, in another photo. */
export type SureDayFace = { childId: string; mediaId: string; embedding: ArrayLike<number> };

/** What a face's photo already holds: its own media and the children delivered in it. */
export type FacePhoto = { mediaId: string; takenChildren: ReadonlySet<string> };

/**
 * Whether the photo's or the day's context may decide a face: not when the references alone
 * accepted it, nor when they held it back for a returned face or a gallery being converted.
 */
export function contextMayDecide(alone: FaceMatch): boolean {
  if (alone.decision === 'accepted') return false;
  return alone.reason !== 'like_a_returned_face' && alone.reason !== 'gallery_being_converted';
}

/**
 * The day's context (issue 41): faces of one facility's day share clothes, light and haircut, so
 * one child's faces of the day sit much closer to each other than to anyone else. A face the matcher
 * left undecided alone goes to the child whose sure faces of the same day it sits with, when
 * - it is at least `minSimilarity` to one of them (another photo's face, never its own photo's),
 * - every other child's sure faces of the day are `minLead` further away,
 * - by the references it is near that child (`minReference`) and that child is its best, or within
 *   a margin of the best (the tie the day breaks),
 * - the child is not already delivered in its photo, and no returned face is like it.
 * Otherwise null: the face stays undecided. Precision first: each bound alone keeps strangers out.
 */
export function matchFromDay(
  embedding: ArrayLike<number>,
  alone: FaceMatch,
  photo: FacePhoto,
  sureFaces: readonly SureDayFace[],
  rules: DayContextRules = DAY_CONTEXT_RULES,
): FaceMatch | null {
  if (!contextMayDecide(alone)) return null;
  const closest = closestByChild(embedding, photo, sureFaces);
  const [best, second] = [...closest.entries()].sort((a, b) => b[1] - a[1]);
  if (!best || best[1] < rules.minSimilarity) return null;
  if (second && best[1] - second[1] < rules.minLead) return null;
  const [childId, daySimilarity] = best;
  const reference = alone.scores.find((score) => score.childId === childId)?.similarity;
  if (reference === undefined || reference < rules.minReference) return null;
  const bestReference = alone.scores.find((score) => !photo.takenChildren.has(score.childId));
  if (bestReference && bestReference.similarity - reference > rules.referenceTie) return null;
  const others = alone.scores.filter((score) => score.childId !== childId);
  const margin = others.length > 0 ? reference - Math.max(...others.map((score) => score.similarity)) : null;
  return {
    ...alone,
    decision: 'accepted',
    reason: 'same_day_faces',
    childId,
    similarity: reference,
    margin,
    day: { similarity: daySimilarity, lead: second ? daySimilarity - second[1] : null },
  };
}

/** Each child's closest sure face of the day to this one, leaving out its own photo's. */
function closestByChild(
  embedding: ArrayLike<number>,
  photo: FacePhoto,
  sureFaces: readonly SureDayFace[],
): Map<string, number> {
  const closest = new Map<string, number>();
  for (const face of sureFaces) {
    if (face.mediaId === photo.mediaId) continue;
    const similarity = cosine(embedding, face.embedding);
    if (similarity > (closest.get(face.childId) ?? Number.NEGATIVE_INFINITY))
      closest.set(face.childId, similarity);
  }
  // A child already in the photo is no candidate for another of its faces, nor a rival to it.
  for (const taken of photo.takenChildren) closest.delete(taken);
  return closest;
}
