import { and, type Database, deliveries, eq, media } from '@hibi/db';
import { mediaItemFields, mediaJoin, type Visibility, visibleToFamily } from './visible-media.ts';

const keyFields = ['fullKey', 'previewKey', 'thumbnailKey', 'mediumKey', 'posterKey', 'videoKey'] as const;

/** Whether one stored object may still be shown to a guardian for a child, by the timeline's own rule. */
export function mediaAccessRepository(db: Database) {
  return {
    /**
     * The object must be one of the sizes this viewer gets of a media still on their timeline: a
     * blurred size where another family's protected child is in it, never the unblurred one.
     */
    async visible(viewer: Visibility, mediaId: string, key: string): Promise<boolean> {
      const [row] = await db
        .select(mediaItemFields(viewer))
        .from(deliveries)
        .innerJoin(media, mediaJoin)
        .where(and(eq(deliveries.mediaId, mediaId), visibleToFamily(viewer)))
        .limit(1);
      return row !== undefined && keyFields.some((field) => row[field] === key);
    },
  };
}
