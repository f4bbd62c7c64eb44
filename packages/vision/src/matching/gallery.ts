import type { Candidate, ReferenceFace } from './child-similarity.ts';
import { GALLERY_RULES, type GalleryRules } from './thresholds.ts';

/** A sign-up reference face of a child, as stored. */
export type SignUpFace = { embedding: ArrayLike<number>; takenAt: Date; model: string };

/** A face that earned a delivery still standing (not returned, not taken back), as stored. */
export type DeliveredFace = SignUpFace & {
  faceId: string;
  /** The matcher's similarity and lead over the second child when it delivered; null lead: alone. */
  similarity: number;
  margin: number | null;
};

export type ChildFaces = {
  childId: string;
  references: readonly SignUpFace[];
  delivered: readonly DeliveredFace[];
  returned: readonly { embedding: ArrayLike<number>; model: string }[];
};

/** A delivery clearly the child's: well over the threshold and well ahead of every other child. */
export function joinsGallery(face: { similarity: number; margin: number | null }, rules = GALLERY_RULES) {
  return face.similarity >= rules.minSimilarity && (face.margin === null || face.margin >= rules.minLead);
}

/**
 * The delivered faces a child's gallery takes: those that joinsGallery, the newest `cap` of them,
 * so the gallery follows a growing child without a long tail of old or doubtful faces.
 */
export function galleryDeliveries<F extends DeliveredFace>(
  delivered: readonly F[],
  rules = GALLERY_RULES,
): F[] {
  return delivered
    .filter((face) => joinsGallery(face, rules))
    .sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime() || a.faceId.localeCompare(b.faceId))
    .slice(0, rules.cap);
}

/**
 * A child's candidate for the matcher, in `model`'s embeddings only. A child with a sign-up reference
 * of another model is paused until it is re-embedded: matched against part of a gallery it could
 * lose to a look-alike, so the caller waits rather than decide. Delivered and returned faces of
 * another model are left out (the re-embedding job converts them too).
 */
export function childCandidate(faces: ChildFaces, model: string, rules = GALLERY_RULES): Candidate {
  const paused = faces.references.some((face) => face.model !== model);
  const own = <T extends { model: string }>(list: readonly T[]) =>
    list.filter((face) => face.model === model);
  const references: ReferenceFace[] = [
    ...own(faces.references),
    ...galleryDeliveries(own(faces.delivered), rules),
  ].map(({ embedding, takenAt }) => ({ embedding, takenAt }));
  return {
    childId: faces.childId,
    references,
    returned: own(faces.returned).map((face) => face.embedding),
    ...(paused ? { paused } : {}),
  };
}

/**
 * What adding a new delivery does to a child's gallery, for the record: whether it joins, and which
 * faces the cap then pushes out.
 */
export function galleryChange(
  current: readonly DeliveredFace[],
  added: DeliveredFace,
  rules: GalleryRules = GALLERY_RULES,
): { joins: boolean; dropped: string[] } {
  if (!joinsGallery(added, rules)) return { joins: false, dropped: [] };
  const before = galleryDeliveries(current, rules);
  const after = new Set(galleryDeliveries([...current, added], rules).map((face) => face.faceId));
  return {
    joins: after.has(added.faceId),
    dropped: before.filter((face) => !after.has(face.faceId)).map((face) => face.faceId),
  };
}
