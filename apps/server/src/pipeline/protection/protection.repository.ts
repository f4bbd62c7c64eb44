import {
  and,
  children,
  collectionMedia,
  deliveries,
  type Executor,
  eq,
  faces,
  inArray,
  isNotNull,
  isNull,
  matchDecisions,
  media,
  mediaRedactions,
  type NewMediaRedaction,
  ne,
  or,
  photoMovieCollections,
  sql,
} from '@hibi/db';
import { faceBox } from '../../repositories/columns.ts';
import { decisionsOfFace, redactionOfMedia } from '../../repositories/joins.ts';

/** The protection step's reads and writes (decision 0077): protected children, a media's faces, its redaction. */
export function protectionRepository(db: Executor) {
  return {
    /** The facility's protected (掲載NG) children with their families. */
    protectedChildren: (facilityId: string) =>
      db
        .select({ childId: children.id, familyId: children.familyId })
        .from(children)
        .where(and(eq(children.facilityId, facilityId), isNotNull(children.faceProtectedAt))),

    async findMedia(mediaId: string) {
      const [row] = await db.select().from(media).where(eq(media.id, mediaId));
      return row;
    },

    /** Every face found in the media, whatever its model. */
    mediaFaces: (mediaId: string) =>
      db
        .select({
          id: faces.id,
          box: faceBox,
          embedding: faces.embedding,
          model: faces.embeddingModel,
        })
        .from(faces)
        .where(eq(faces.mediaId, mediaId)),

    /** The child each face of the media went to, where that delivery still stands. */
    faceOwners: (mediaId: string) =>
      db
        .select({ faceId: matchDecisions.faceId, childId: deliveries.childId })
        .from(matchDecisions)
        .innerJoin(faces, decisionsOfFace)
        .innerJoin(
          deliveries,
          and(eq(deliveries.mediaId, faces.mediaId), eq(deliveries.childId, matchDecisions.childId)),
        )
        .where(
          and(
            eq(faces.mediaId, mediaId),
            eq(matchDecisions.decision, 'accepted'),
            isNull(deliveries.revokedAt),
          ),
        ),

    /** Children the media is delivered to (standing deliveries), each once. */
    deliveredTo: async (mediaId: string) =>
      (
        await db
          .selectDistinct({ childId: deliveries.childId })
          .from(deliveries)
          .where(and(eq(deliveries.mediaId, mediaId), isNull(deliveries.revokedAt)))
      ).map((row) => row.childId),

    async currentRedaction(mediaId: string) {
      const [row] = await db.select().from(mediaRedactions).where(eq(mediaRedactions.mediaId, mediaId));
      return row;
    },

    /** Saves the media's redaction (none: the media is safe as it is) and when it was checked. */
    save: (mediaId: string, redaction: NewMediaRedaction | null, checkedAt: Date) =>
      db.transaction(async (tx) => {
        if (redaction)
          await tx
            .insert(mediaRedactions)
            .values(redaction)
            .onConflictDoUpdate({
              target: mediaRedactions.mediaId,
              set: { ...redaction, createdAt: checkedAt },
            });
        else await tx.delete(mediaRedactions).where(eq(mediaRedactions.mediaId, mediaId));
        await tx.update(media).set({ protectionCheckedAt: checkedAt }).where(eq(media.id, mediaId));
      }),

    /** Photo movies that show the media, to be rendered again with what each family may see. */
    collectionsShowing: async (mediaId: string) =>
      (
        await db
          .selectDistinct({ collectionId: collectionMedia.collectionId })
          .from(collectionMedia)
          .where(eq(collectionMedia.mediaId, mediaId))
      ).map((row) => row.collectionId),

    /** Covers showing one of `from` become `to` in other families' movies (`to` null: the media's own). */
    async replaceCovers(from: string[], to: string, exceptFamilies: string[]) {
      if (from.length === 0) return;
      await db
        .update(photoMovieCollections)
        .set({ thumbnailKey: to })
        .where(
          and(
            inArray(photoMovieCollections.thumbnailKey, from),
            exceptFamilies.length === 0
              ? undefined
              : sql`${photoMovieCollections.childId} in (select ${children.id} from ${children}
                  where ${children.familyId} <> all(${sql.param(exceptFamilies)}::uuid[]))`,
          ),
        );
    },

    /**
     * The facility's media to check again: those never checked since a child was protected, and
     * those blurred for a child (who may no longer be protected).
     */
    mediaToCheck: async (facilityId: string) =>
      (
        await db
          .select({ mediaId: media.id })
          .from(media)
          .leftJoin(mediaRedactions, redactionOfMedia)
          .where(
            and(
              eq(media.facilityId, facilityId),
              ne(media.status, 'failed'),
              or(
                isNotNull(mediaRedactions.mediaId),
                isNull(media.protectionCheckedAt),
                sql`${media.protectionCheckedAt} < (select max(${children.faceProtectedAt}) from ${children}
                  where ${children.facilityId} = ${facilityId})`,
              ),
            ),
          )
      ).map((row) => row.mediaId),
  };
}
