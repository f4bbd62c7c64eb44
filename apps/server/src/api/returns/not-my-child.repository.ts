import { and, collectionMedia, deliveries, type Executor, eq, isNull, photoMovieCollections } from '@hibi/db';
import { notMyChildReason } from '../../pipeline/matching/candidates.repository.ts';

/** What a family's 'not my child' changes: the delivery and the photo movies that showed it. */
export function notMyChildRepository(db: Executor) {
  return {
    /** Revoked, never deleted: the matcher then neither delivers it again nor forgets the lesson. */
    async revokeDelivery(childId: string, mediaId: string, now: Date) {
      const [returned] = await db
        .update(deliveries)
        .set({ revokedAt: now, revokedReason: notMyChildReason })
        .where(
          and(eq(deliveries.childId, childId), eq(deliveries.mediaId, mediaId), isNull(deliveries.revokedAt)),
        )
        .returning({ id: deliveries.id, shootingAt: deliveries.shootingAt });
      return returned;
    },
    /** The child's movies that showed the media lose their video; answers them with the old key. */
    async detachFromMovies(childId: string, mediaId: string) {
      const affected = await db
        .select({ id: photoMovieCollections.id, videoKey: photoMovieCollections.videoKey })
        .from(photoMovieCollections)
        .innerJoin(collectionMedia, eq(collectionMedia.collectionId, photoMovieCollections.id))
        .where(and(eq(photoMovieCollections.childId, childId), eq(collectionMedia.mediaId, mediaId)));
      for (const movie of affected)
        await db
          .update(photoMovieCollections)
          .set({ videoKey: null })
          .where(eq(photoMovieCollections.id, movie.id));
      return affected;
    },
  };
}
