import { and, asc, type Executor, eq, gt, isNull, media } from '@hibi/db';

const missingMedium = and(eq(media.status, 'ready'), isNull(media.mediumKey));

/** The medium backfill's reads and its one write (docs/decisions/0022). */
export function mediumBackfillRepository(db: Executor) {
  return {
    /** Ready media without a medium tile image, by id after `after` (media_without_medium_idx). */
    withoutMedium(after: string | null, limit: number) {
      return db
        .select({ id: media.id })
        .from(media)
        .where(after ? and(missingMedium, gt(media.id, after)) : missingMedium)
        .orderBy(asc(media.id))
        .limit(limit);
    },

    /** The media in any state; undefined when it is gone. */
    async find(mediaId: string) {
      const [item] = await db.select().from(media).where(eq(media.id, mediaId));
      return item;
    },

    /** Sets the medium's key unless the media got one meanwhile. */
    async setMedium(mediaId: string, mediumKey: string) {
      await db
        .update(media)
        .set({ mediumKey })
        .where(and(eq(media.id, mediaId), isNull(media.mediumKey)));
    },
  };
}
