import type { DatabaseHandle } from '@hibi/db';
import type { FaceEngine } from '@hibi/vision';
import type { JobRunner } from '../jobs/job-runner.ts';
import { createPgBossRunner } from '../jobs/pg-boss-runner.ts';
import { mailSendJob } from '../mail/mail-send-job.ts';
import { pushSendJob } from '../push/push-send-job.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { startBackfill } from './backfill/backfill-job.ts';
import { mediumBackfill } from './backfill/medium-backfill-job.ts';
import { referencePreviewBackfill } from './backfill/reference-preview-backfill.ts';
import { forgetLeftChildrenCron, forgetLeftChildrenJob } from './cleanup/forget-left-children-job.ts';
import { pipelineConcurrency } from './concurrency.ts';
import { dailyMailCron, dailyMailJob } from './daily-mail/daily-mail-job.ts';
import { createFaceThreadPool } from './faces/face-thread-pool.ts';
import { weeklyMovieCron } from './photo-movies/movie-week.ts';
import { photoMovieJobs } from './photo-movies/photo-movie-jobs.ts';
import { forgetUnmatchedFacesCron, referencePrecheckJob } from './pipeline-job-declarations.ts';
import { pipelineJobs } from './pipeline-jobs.ts';
import { reembedJob, startReembedding } from './reembed/reembed-job.ts';

// Queues nobody waits on (clean-ups, backfills, re-embedding, the weekly and daily crons) look for
// work every 10 s rather than every second: on the embedded database each look is a query on the
// process's own CPU. A job this process enqueues wakes them at once (pg-boss-runner.ts).
const background = { pollingSeconds: 10 };

type PipelineOptions = {
  database: DatabaseHandle;
  storage: ObjectStorage;
  now(): Date;
  /** `info` carries progress (the re-embedding's); without it only errors are told. */
  logger: { error(details: object, message: string): void; info?(details: object, message: string): void };
  /** postgres:// URL of the database when it is PostgreSQL (pg-boss opens its own pool). */
  databaseUrl?: string | undefined;
  /** Run the pipeline's workers in this process (false: this process only enqueues). */
  runWorkers: boolean;
  /** Queues the pipeline's mail from this process's workers when given (the 19:00 mail, movies, rejections). */
  mail?: { settings: { PUBLIC_URL: string; SESSION_SECRET: string } };
  /** Replaces the face thread pool (tests). */
  faces?: FaceEngine;
  /** A worker process: one face engine runs on its own thread (createFaceThreadPool's onThisThread). */
  facesOnThisThread?: boolean;
  /** Media jobs and face threads at once (PIPELINE_CONCURRENCY); unset: one per core. */
  concurrency?: number | undefined;
};

/**
 * The job queue of this process and, when asked, the pipeline's workers. One ingest per core runs at
 * once (pipelineConcurrency): sharp works on libuv's pool and face detection on the thread pool.
 */
export async function startPipeline(
  options: PipelineOptions,
): Promise<{ jobs: JobRunner; stop(): Promise<void> }> {
  const jobs = createPgBossRunner(options.database, options.logger, options.databaseUrl);
  await jobs.start();
  // Requests and these workers queue mail and pushes inside transactions: their queues must exist
  // before either.
  // A family's photos ask their early checks all at once: its queue is made before, not by the
  // first of them (two requests making one queue together fail on PostgreSQL).
  await jobs.prepare([mailSendJob, pushSendJob, referencePrecheckJob]);
  const concurrency = pipelineConcurrency(options.concurrency);
  const faces = options.runWorkers
    ? (options.faces ??
      createFaceThreadPool(concurrency.faceThreads, { onThisThread: options.facesOnThisThread ?? false }))
    : undefined;
  if (faces) {
    const deps = { db: options.database.db, storage: options.storage, faces, now: options.now };
    const { mediaJobs, forgetFaces, forgetWithdrawnChild } = pipelineJobs(deps, jobs, options.mail);
    await jobs.work(mediaJobs, { concurrency: concurrency.mediaJobs });
    await jobs.work([forgetFaces, forgetWithdrawnChild], background);
    await jobs.schedule(forgetFaces, forgetUnmatchedFacesCron, 'Asia/Tokyo');
    // Children 30 days past their leaving day (退園・卒園) are forgotten, counts in the log.
    const forgetLeft = forgetLeftChildrenJob(deps, {
      info: (details, message) => options.logger.info?.(details, message),
    });
    await jobs.work([forgetLeft], background);
    await jobs.schedule(forgetLeft, forgetLeftChildrenCron, 'Asia/Tokyo');
    // Media stored before medium tile images existed get theirs in the background.
    await startBackfill(mediumBackfill(deps), jobs, options.logger, background);
    // Reference photos judged before previews existed get theirs, without being judged again.
    await startBackfill(referencePreviewBackfill(deps), jobs, options.logger, background);
    // Embeddings of an older model (a new version's first start) are brought to the engine's model.
    const { logger } = options;
    const reembed = reembedJob(deps, jobs, {
      error: (details, message) => logger.error(details, message),
      info: (details, message) => logger.info?.(details, message),
    });
    await jobs.work([reembed], background);
    await startReembedding(deps.db, faces.embeddingModel, jobs, reembed);
    const movies = photoMovieJobs(deps, jobs, options.mail);
    // One movie at a time: ffmpeg uses both cores on its own.
    await jobs.work([movies.build, movies.render]);
    await jobs.work([movies.weekly], background);
    await jobs.schedule(movies.weekly, weeklyMovieCron, 'Asia/Tokyo');
    if (options.mail) {
      const dailyMail = dailyMailJob({ ...options.mail, jobs, db: options.database.db, now: options.now });
      await jobs.work([dailyMail], background);
      await jobs.schedule(dailyMail, dailyMailCron, 'Asia/Tokyo');
    }
  }
  return {
    jobs,
    async stop() {
      await jobs.stop();
      await faces?.close();
    },
  };
}
