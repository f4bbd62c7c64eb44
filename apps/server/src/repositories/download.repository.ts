import { and, asc, deliveries, downloadHistory, type Executor, inArray, media } from '@hibi/db';
import { mediaItemFields, mediaJoin, type Visibility, visibleToFamily } from './visible-media.ts';

/** Media a family downloads, and the record of who downloaded what. */
export function downloadRepository(db: Executor) {
  return {
    /** Those of the given media the family may see, oldest first (the archive's order). */
    async visibleMedia(visibility: Visibility, mediaIds: string[]) {
      return db
        .select(mediaItemFields(visibility))
        .from(deliveries)
        .innerJoin(media, mediaJoin)
        .where(and(visibleToFamily(visibility), inArray(deliveries.mediaId, mediaIds)))
        .orderBy(asc(deliveries.shootingAt), asc(deliveries.mediaId));
    },

    /** One history row per media; answers how many were written. */
    async record(rows: { childId: string; mediaId: string; guardianId: string }[]) {
      if (rows.length === 0) return 0;
      const written = await db.insert(downloadHistory).values(rows).returning({ id: downloadHistory.id });
      return written.length;
    },
  };
}
