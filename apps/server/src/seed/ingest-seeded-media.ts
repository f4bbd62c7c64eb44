import { and, type Database, eq, isNull, media, photoMovieCollections } from '@hibi/db';
import type { FaceEngine } from '@hibi/vision';
import type { JobRunner } from '../jobs/job-runner.ts';
import { ingestMedia } from '../pipeline/ingest/ingest-media.ts';
import { photoMovieRenderJob } from '../pipeline/photo-movies/photo-movie-jobs.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';

/**
 * The demo's drawings hold no faces; running the face model over them would only slow the first
 * start. Every other ingest step (derivatives, full size, placeholder, hashes) is the real one.
 */
const drawingsHaveNoFaces: FaceEngine = {
  embeddingModel: 'none',
  detect: async () => [],
  close: async () => {},
};

/**
 * Ingests the seeded media not ready yet, through the same step as real uploads, then has the
 * seeded photo movies rendered (when this process has a job queue). Safe to run at every start.
 */
export async function ingestSeededMedia(deps: {
  db: Database;
  storage: ObjectStorage;
  now(): Date;
  jobs?: JobRunner | undefined;
}): Promise<number> {
  const pending = await deps.db
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.seeded, true), eq(media.status, 'processing')));
  for (const { id } of pending) await ingestMedia({ ...deps, faces: drawingsHaveNoFaces }, id);
  if (pending.length > 0 && deps.jobs) {
    const movies = await deps.db
      .select({ id: photoMovieCollections.id })
      .from(photoMovieCollections)
      .where(and(eq(photoMovieCollections.isPublished, true), isNull(photoMovieCollections.videoKey)));
    for (const movie of movies) await deps.jobs.enqueue(photoMovieRenderJob, { collectionId: movie.id });
  }
  return pending.length;
}
