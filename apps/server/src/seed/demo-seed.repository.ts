import { and, type Executor, eq, isNull, media, photoMovieCollections } from '@hibi/db';

/** What the demo's seed reads to finish what an earlier start left half done. */
export function demoSeedRepository(db: Executor) {
  return {
    /** Seeded photos and videos whose ingest has not finished. */
    async mediaStillProcessing(): Promise<string[]> {
      const rows = await db
        .select({ id: media.id })
        .from(media)
        .where(and(eq(media.seeded, true), eq(media.status, 'processing')));
      return rows.map((row) => row.id);
    },
    /** Published photo movies with no video rendered yet. */
    async moviesWithoutVideo(): Promise<string[]> {
      const rows = await db
        .select({ id: photoMovieCollections.id })
        .from(photoMovieCollections)
        .where(and(eq(photoMovieCollections.isPublished, true), isNull(photoMovieCollections.videoKey)));
      return rows.map((row) => row.id);
    },
  };
}
