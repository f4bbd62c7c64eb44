import type { FaceBox } from '../types.ts';
import { contextMayDecide, type FacePhoto } from './day-context.ts';
import type { FaceMatch } from './match-face.ts';
import { BURST_RULES, type BurstRules } from './thresholds.ts';
import { cosine } from './vector.ts';

/** A sure face in a burst twin of the photo (the same scene within a minute), with its place. */
export type BurstFace = { childId: string; mediaId: string; box: FaceBox; embedding: ArrayLike<number> };

/**
 * Bursts share their decision (issue 41): shots of one moment frame the same children in the same
 * places, so an undecided face at the place of a sure face of a twin shot, and like it, is that child,
 * unless the child is already delivered in the photo, a returned face is like it, or by the
 * references it is not near the child at all. Null otherwise.
 */
export function matchFromBurst(
  embedding: ArrayLike<number>,
  box: FaceBox,
  alone: FaceMatch,
  photo: FacePhoto,
  twins: readonly BurstFace[],
  rules: BurstRules = BURST_RULES,
): FaceMatch | null {
  if (!contextMayDecide(alone)) return null;
  const counterparts = twins.filter(
    (twin) =>
      twin.mediaId !== photo.mediaId &&
      !photo.takenChildren.has(twin.childId) &&
      overlap(box, twin.box) >= rules.minOverlap &&
      cosine(embedding, twin.embedding) >= rules.minSimilarity,
  );
  const children = new Set(counterparts.map((twin) => twin.childId));
  const [childId] = children;
  // Two children at one place (they moved): the burst says nothing.
  if (!childId || children.size > 1) return null;
  const reference = alone.scores.find((score) => score.childId === childId)?.similarity;
  if (reference === undefined || reference < rules.minReference) return null;
  const others = alone.scores.filter((score) => score.childId !== childId);
  const margin = others.length > 0 ? reference - Math.max(...others.map((score) => score.similarity)) : null;
  return { ...alone, decision: 'accepted', reason: 'burst', childId, similarity: reference, margin };
}

/** Intersection over union of two boxes. */
export function overlap(a: FaceBox, b: FaceBox): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  if (width <= 0 || height <= 0) return 0;
  const shared = width * height;
  return shared / (a.width * a.height + b.width * b.height - shared);
}
