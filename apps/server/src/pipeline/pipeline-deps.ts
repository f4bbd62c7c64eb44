import type { Database } from '@hibi/db';
import type { FaceEngine } from '@hibi/vision';
import type { ObjectStorage } from '../storage/object-storage.ts';

/** What the pipeline's steps use; the face engine is an interface so a thread pool or a test can stand in. */
export type PipelineDeps = {
  db: Database;
  storage: ObjectStorage;
  faces: FaceEngine;
  now(): Date;
  /**
   * Queues another ingest of a media (the job runner's, in workers). A re-upload of a photo whose
   * first copy never finished (a worker killed mid-ingest) uses it to finish the first copy.
   */
  retryIngest?(mediaId: string): Promise<void>;
};
