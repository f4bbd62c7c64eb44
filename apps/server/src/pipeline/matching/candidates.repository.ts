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

/**
 * The children a face of this facility may belong to, with their reference faces: the faces of
 * accepted reference photos (dated by upload) and the faces that earned a delivery still standing
 * (dated by shooting time), so the gallery follows a growing child. Only approved children of
 * approved guardians are candidates: nobody else may receive a photo.
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
    .innerJoin(
      matchDecisions,
      and(
        eq(matchDecisions.faceId, faces.id),
        eq(matchDecisions.childId, deliveries.childId),
        eq(matchDecisions.decision, 'accepted'),
      ),
    )
    .where(and(inArray(deliveries.childId, childIds), isNull(deliveries.revokedAt)));

  const byChild = new Map<string, ReferenceFace[]>(childIds.map((id) => [id, []]));
  for (const row of [...fromReferences, ...fromDeliveries]) {
    byChild.get(row.childId)?.push({ embedding: row.embedding, takenAt: row.takenAt });
  }
  return [...byChild].map(([childId, references]) => ({ childId, references }));
}
