import type { Database } from '@hibi/db';
import type { FaceEngine } from '@hibi/vision';
import type { JobRunner } from '../jobs/job-runner.ts';
import { ingestMedia } from '../pipeline/ingest/ingest-media.ts';
import { photoMovieRenderJob } from '../pipeline/pipeline-job-declarations.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { demoSeedRepository } from './demo-seed.repository.ts';

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
  const seeded = demoSeedRepository(deps.db);
  const pending = await seeded.mediaStillProcessing();
  for (const id of pending) await ingestMedia({ ...deps, faces: drawingsHaveNoFaces }, id);
  if (pending.length > 0 && deps.jobs) {
    for (const collectionId of await seeded.moviesWithoutVideo())
      await deps.jobs.enqueue(photoMovieRenderJob, { collectionId });
  }
  return pending.length;
}
