import { and, type Database, eq, faces, gte, media, sql } from '@hibi/db';

/**
 * The faces a new reference of `childId` may still win: of the facility's ready media shot since
 * `since`, in `model` with an embedding (not erased), decided before (faces never decided are
 * media-match's), given to nobody (no 'accepted' decision with a delivery behind it), in media the
 * child does not have (a photo its family returned is never delivered again).
 */
export function undeliveredFaces(
  db: Database,
  scope: { facilityId: string; childId: string; model: string; since: Date },
) {
  return db
    .select({
      id: faces.id,
      embedding: faces.embedding,
      embeddingModel: faces.embeddingModel,
      mediaId: media.id,
      shootingAt: media.shootingAt,
    })
    .from(faces)
    .innerJoin(media, eq(media.id, faces.mediaId))
    .where(
      and(
        eq(media.facilityId, scope.facilityId),
        eq(media.status, 'ready'),
        gte(media.shootingAt, scope.since),
        eq(faces.embeddingModel, scope.model),
        sql`cardinality(${faces.embedding}) > 0`,
        sql`exists (select 1 from match_decisions d where d.face_id = ${faces.id})`,
        sql`not exists (select 1 from match_decisions d
          join deliveries v on v.child_id = d.child_id and v.media_id = ${faces.mediaId}
          where d.face_id = ${faces.id} and d.decision = 'accepted')`,
        sql`not exists (select 1 from deliveries v
          where v.child_id = ${scope.childId} and v.media_id = ${faces.mediaId})`,
      ),
    );
}
