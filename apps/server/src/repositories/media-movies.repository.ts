import { and, collectionMedia, type Executor, eq, inArray, photoMovieCollections } from '@hibi/db';

export type MovieOfMedia = { id: string; videoKey: string | null };

/** The photo movies a media is in, for making them again when what a family may see of it changes. */
export function mediaMoviesRepository(db: Executor) {
  const showing = (mediaId: string, childId?: string): Promise<MovieOfMedia[]> =>
    db
      .selectDistinct({ id: photoMovieCollections.id, videoKey: photoMovieCollections.videoKey })
      .from(photoMovieCollections)
      .innerJoin(collectionMedia, eq(collectionMedia.collectionId, photoMovieCollections.id))
      .where(
        and(
          eq(collectionMedia.mediaId, mediaId),
          childId === undefined ? undefined : eq(photoMovieCollections.childId, childId),
        ),
      );

  return {
    /** Every child's movies with the media (`childId`: that child's only). */
    showing,

    /** The movies lose their video until made again: a video still showing what must not be seen. */
    async detachVideos(movieIds: string[]) {
      if (movieIds.length === 0) return;
      await db
        .update(photoMovieCollections)
        .set({ videoKey: null })
        .where(inArray(photoMovieCollections.id, movieIds));
    },
  };
}
