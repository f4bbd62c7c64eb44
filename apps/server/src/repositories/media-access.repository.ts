import { and, type Database, deliveries, eq, media } from '@hibi/db';
import { mediaJoin, type Visibility, visibleToFamily } from './visible-media.ts';

/** Whether one media may still be shown to a guardian for a child, by the timeline's own rule. */
export function mediaAccessRepository(db: Database) {
  return {
    async visible(viewer: Visibility, mediaId: string): Promise<boolean> {
      const [row] = await db
        .select({ mediaId: media.id })
        .from(deliveries)
        .innerJoin(media, mediaJoin)
        .where(and(eq(deliveries.mediaId, mediaId), visibleToFamily(viewer)))
        .limit(1);
      return row !== undefined;
    },
  };
}
