import {
  and,
  asc,
  collectionMedia,
  collectionViews,
  deliveries,
  desc,
  type Executor,
  eq,
  inArray,
  media,
  photoMovieCollections,
  sql,
} from '@hibi/db';
import { mediaItemFields, mediaJoin, type Visibility, visibleToFamily } from './visible-media.ts';

/** Published photo movies of a child, their visible media and per-guardian "viewed" marks. */
export function photoMovieRepository(db: Executor) {
  const collections = (childId: string, guardianId: string, collectionId?: string) =>
    db
      .select({
        id: photoMovieCollections.id,
        dateFrom: photoMovieCollections.dateFrom,
        dateTo: photoMovieCollections.dateTo,
        isActive: photoMovieCollections.isActive,
        isPublished: photoMovieCollections.isPublished,
        thumbnailKey: photoMovieCollections.thumbnailKey,
        videoKey: photoMovieCollections.videoKey,
        isViewed: sql<boolean>`${collectionViews.guardianId} is not null`,
      })
      .from(photoMovieCollections)
      .leftJoin(
        collectionViews,
        and(
          eq(collectionViews.collectionId, photoMovieCollections.id),
          eq(collectionViews.guardianId, guardianId),
        ),
      )
      .where(
        and(
          eq(photoMovieCollections.childId, childId),
          eq(photoMovieCollections.isPublished, true),
          collectionId ? eq(photoMovieCollections.id, collectionId) : undefined,
        ),
      );

  return {
    listPublished: (childId: string, guardianId: string) =>
      collections(childId, guardianId).orderBy(desc(photoMovieCollections.dateFrom)),

    async findPublished(childId: string, guardianId: string, collectionId: string) {
      const [row] = await collections(childId, guardianId, collectionId);
      return row;
    },

    /**
     * The media of these collections that the family may see (a revoked delivery drops out of the
     * movie too), in movie order.
     */
    async visibleMedia(collectionIds: string[], visibility: Visibility) {
      if (collectionIds.length === 0) return [];
      return db
        .select({
          ...mediaItemFields(visibility),
          collectionId: collectionMedia.collectionId,
          isActive: collectionMedia.isActive,
        })
        .from(collectionMedia)
        .innerJoin(
          deliveries,
          and(eq(deliveries.mediaId, collectionMedia.mediaId), eq(deliveries.childId, visibility.childId)),
        )
        .innerJoin(media, mediaJoin)
        .where(and(inArray(collectionMedia.collectionId, collectionIds), visibleToFamily(visibility)))
        .orderBy(asc(collectionMedia.collectionId), asc(collectionMedia.position));
    },

    async markViewed(collectionId: string, guardianId: string) {
      await db.insert(collectionViews).values({ collectionId, guardianId }).onConflictDoNothing();
    },
  };
}
