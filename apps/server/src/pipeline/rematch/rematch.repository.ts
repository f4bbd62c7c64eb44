import { and, children, type Executor, eq, faces, gte, media, referenceImages, sql } from '@hibi/db';
import { receivesPhotos } from '../../repositories/family-sql.ts';
import { mediaOfFace } from '../../repositories/joins.ts';

/** A child's re-match after a new reference (decision 0033): what it may still win, and its turn. */
export function rematchRepository(db: Executor) {
  return {
    /** Waits for the child's other run to end (references accepted together), until the transaction ends. */
    async lockChild(childId: string) {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`child-rematch:${childId}`}))`);
    },

    /**
     * The faces a new reference of `childId` may still win: of the facility's ready media shot since
     * `since`, in `model` with an embedding (not erased), decided before (faces never decided are
     * media-match's), given to nobody (no 'accepted' decision with a delivery behind it), in media the
     * child does not have (a photo its family returned is never delivered again).
     */
    undeliveredFaces(scope: { facilityId: string; childId: string; model: string; since: Date }) {
      return db
        .select({
          id: faces.id,
          embedding: faces.embedding,
          embeddingModel: faces.embeddingModel,
          mediaId: media.id,
          shootingAt: media.shootingAt,
        })
        .from(faces)
        .innerJoin(media, mediaOfFace)
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
            // Nothing shot from the child's leaving day on (退園・卒園, decision 0078).
            sql`not exists (select 1 from children c where c.id = ${scope.childId}
              and c.leaves_on <= (${media.shootingAt} at time zone 'Asia/Tokyo')::date)`,
          ),
        );
    },

    /**
     * The child of a reference when it may receive photos (approved, of a family with an approved
     * guardian): a reference added from マイページ. A sign-up reference (child not approved yet) is
     * not: its child receives nothing until approval. Undefined otherwise.
     */
    async approvedChildOfReference(referenceImageId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ childId: children.id })
        .from(referenceImages)
        .innerJoin(children, eq(children.id, referenceImages.childId))
        .where(and(eq(referenceImages.id, referenceImageId), receivesPhotos));
      return row?.childId;
    },
  };
}
