import {
  and,
  children,
  type Database,
  deliveries,
  eq,
  faces,
  guardians,
  inArray,
  isNotNull,
  isNull,
  matchDecisions,
  media,
  referenceImages,
} from '@hibi/db';
import type { Candidate, ReferenceFace } from '@hibi/vision';
import { wrongMatchReasons } from '../../deliveries/wrong-match.ts';

/** The face of a delivered media that the matcher gave to the delivery's child. */
const acceptedFor = and(
  eq(matchDecisions.faceId, faces.id),
  eq(matchDecisions.childId, deliveries.childId),
  eq(matchDecisions.decision, 'accepted'),
);

/**
 * The children a face of this facility may belong to, with their reference faces: the faces of
 * accepted reference photos (dated by upload) and the faces that earned a delivery still standing
 * (dated by shooting time), so the gallery follows a growing child. Only approved children of
 * approved guardians are candidates: nobody else may receive a photo. Faces their families
 * returned, or staff took back, come along, for the matcher to learn from.
 */
export async function candidatesOf(db: Database, facilityId: string): Promise<Candidate[]> {
  const rows = await db
    .select({ id: children.id })
    .from(children)
    .innerJoin(guardians, eq(guardians.id, children.guardianId))
    .where(
      and(
        eq(children.facilityId, facilityId),
        isNotNull(children.approvedAt),
        eq(guardians.status, 'approved'),
      ),
    );
  const childIds = rows.map((row) => row.id);
  if (childIds.length === 0) return [];

  const fromReferences = await db
    .select({
      childId: referenceImages.childId,
      embedding: faces.embedding,
      takenAt: referenceImages.createdAt,
    })
    .from(faces)
    .innerJoin(referenceImages, eq(referenceImages.id, faces.referenceImageId))
    .where(and(inArray(referenceImages.childId, childIds), eq(referenceImages.status, 'accepted')));
  const fromDeliveries = await db
    .select({ childId: deliveries.childId, embedding: faces.embedding, takenAt: media.shootingAt })
    .from(deliveries)
    .innerJoin(media, eq(media.id, deliveries.mediaId))
    .innerJoin(faces, eq(faces.mediaId, deliveries.mediaId))
    .innerJoin(matchDecisions, acceptedFor)
    .where(and(inArray(deliveries.childId, childIds), isNull(deliveries.revokedAt)));

  // The faces that earned a delivery the family returned or staff took back: not this child.
  const returned = await db
    .select({ childId: deliveries.childId, embedding: faces.embedding })
    .from(deliveries)
    .innerJoin(faces, eq(faces.mediaId, deliveries.mediaId))
    .innerJoin(matchDecisions, acceptedFor)
    .where(and(inArray(deliveries.childId, childIds), inArray(deliveries.revokedReason, wrongMatchReasons)));

  type Gallery = { childId: string; references: ReferenceFace[]; returned: number[][] };
  const byChild = new Map<string, Gallery>(
    childIds.map((childId) => [childId, { childId, references: [], returned: [] }]),
  );
  for (const row of [...fromReferences, ...fromDeliveries])
    byChild.get(row.childId)?.references.push({ embedding: row.embedding, takenAt: row.takenAt });
  for (const row of returned) byChild.get(row.childId)?.returned.push(row.embedding);
  return [...byChild.values()];
}
