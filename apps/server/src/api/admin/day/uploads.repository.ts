import { and, desc, type Executor, eq, gte, lt, media } from '@hibi/db';

/** The media rows of files staff uploaded: made before their ingest, and the ones that failed. */
export function adminUploadRepository(db: Executor) {
  const failedOne = (mediaId: string) => and(eq(media.id, mediaId), eq(media.status, 'failed'));
  return {
    /** Completing an upload twice creates nothing twice: the media id is in the key. */
    async insertUploaded(row: {
      mediaId: string;
      facilityId: string;
      kind: 'photo' | 'video';
      originalKey: string;
      originalName: string | null;
      uploadedBy: string;
      uploadedAt: Date;
    }) {
      const { mediaId, ...rest } = row;
      await db
        .insert(media)
        .values({
          id: mediaId,
          ...rest,
          // Replaced by the file's real sha256 at ingest, where exact duplicates are dropped.
          contentSha256: `pending:${mediaId}`,
        })
        .onConflictDoNothing();
    },

    /** A facility's failed uploads of a time range, newest first. */
    failedOf(facilityId: string, from: Date, to: Date, limit: number) {
      return db
        .select({
          mediaId: media.id,
          kind: media.kind,
          name: media.originalName,
          reason: media.failureReason,
          uploadedAt: media.uploadedAt,
        })
        .from(media)
        .where(
          and(
            eq(media.facilityId, facilityId),
            eq(media.status, 'failed'),
            gte(media.uploadedAt, from),
            lt(media.uploadedAt, to),
          ),
        )
        .orderBy(desc(media.uploadedAt), media.id)
        .limit(limit);
    },

    async find(mediaId: string) {
      const [item] = await db.select().from(media).where(eq(media.id, mediaId));
      return item;
    },

    /** The failed media back to processing; false when it is no longer failed. */
    async requeue(mediaId: string): Promise<boolean> {
      const rows = await db
        .update(media)
        .set({ status: 'processing', failureReason: null })
        .where(failedOne(mediaId))
        .returning({ id: media.id });
      return rows.length > 0;
    },

    /** Back to failed with its reason, when its ingest could not be queued again. */
    async restoreFailure(mediaId: string, reason: string | null) {
      await db.update(media).set({ status: 'failed', failureReason: reason }).where(eq(media.id, mediaId));
    },

    /** Deletes the failed media; false when it is no longer failed. */
    async deleteFailed(mediaId: string): Promise<boolean> {
      const rows = await db.delete(media).where(failedOne(mediaId)).returning({ id: media.id });
      return rows.length > 0;
    },
  };
}
