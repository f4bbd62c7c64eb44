// The measured part: the uploaded photos through the job queue as production runs them
// (startPipeline with its workers: ingest then match, one per core), until every job is done.

import type { DatabaseHandle } from '@hibi/db';
import { benchConcurrency } from '#tests/support/pipeline-harness.ts';
import type { PipelineDeps } from '../../apps/server/src/pipeline/pipeline-deps.ts';
import { ingestJob } from '../../apps/server/src/pipeline/pipeline-jobs.ts';
import { startPipeline } from '../../apps/server/src/pipeline/start-pipeline.ts';
import { waitUntilSettled } from './job-queue.ts';
import { sampleMemory } from './memory.ts';
import { timedFaces } from './timed-faces.ts';

export type PipelineRun = Awaited<ReturnType<typeof runPipeline>>;

export async function runPipeline(
  deps: PipelineDeps,
  queueDatabase: { handle: DatabaseHandle; url: string | undefined },
  mediaIds: string[],
) {
  const database = queueDatabase.handle;
  const databaseUrl = queueDatabase.url;
  const errors: string[] = [];
  const logger = {
    error: (details: { err?: unknown }, message: string) => errors.push(`${message}: ${String(details.err)}`),
  };
  const detection = timedFaces(deps.faces);
  const pipeline = await startPipeline({
    database,
    databaseUrl,
    storage: deps.storage,
    now: deps.now,
    logger,
    runWorkers: true,
    faces: detection.faces,
    concurrency: benchConcurrency().mediaJobs,
  });

  const memory = sampleMemory();
  const cpu = process.cpuUsage();
  const started = performance.now();
  try {
    for (const mediaId of mediaIds) await pipeline.jobs.enqueue(ingestJob, { mediaId });
    await waitUntilSettled(deps.db);
  } catch (error) {
    memory.stop();
    await pipeline.stop();
    throw error;
  }
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return {
    wallMs,
    cpuMs: (used.user + used.system) / 1000,
    memory: memory.stop(),
    detectionMs: detection.times,
    errors,
    /** Stops the job queue and the face threads (the pool is closed with it). */
    stop: () => pipeline.stop(),
  };
}
