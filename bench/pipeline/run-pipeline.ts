// The measured part: uploaded media through the job queue as production runs them (startPipeline
// with its workers: ingest then match, one per core), one kind at a time, each until every job is
// done, so that each kind's wall time, CPU and memory are its own.

import type { DatabaseHandle } from '@hibi/db';
import { benchConcurrency } from '#tests/support/pipeline-harness.ts';
import type { PipelineDeps } from '../../apps/server/src/pipeline/pipeline-deps.ts';
import { ingestJob } from '../../apps/server/src/pipeline/pipeline-job-declarations.ts';
import { startPipeline } from '../../apps/server/src/pipeline/start-pipeline.ts';
import { startCpuClock } from './cpu-clock.ts';
import { waitUntilSettled } from './job-queue.ts';
import { sampleMemory } from './memory.ts';
import { timedFaces } from './timed-faces.ts';

export type PipelineRun = Awaited<ReturnType<BenchPipeline['measure']>>;
export type BenchPipeline = Awaited<ReturnType<typeof startBenchPipeline>>;

export async function startBenchPipeline(
  deps: PipelineDeps,
  queueDatabase: { handle: DatabaseHandle; url: string | undefined },
) {
  const errors: string[] = [];
  const logger = {
    error: (details: { err?: unknown }, message: string) => errors.push(`${message}: ${String(details.err)}`),
  };
  const detection = timedFaces(deps.faces);
  const pipeline = await startPipeline({
    database: queueDatabase.handle,
    databaseUrl: queueDatabase.url,
    storage: deps.storage,
    now: deps.now,
    logger,
    runWorkers: true,
    faces: detection.faces,
    concurrency: benchConcurrency().mediaJobs,
  });

  return {
    /** Queues the media's ingest and waits until no ingest or match job is left: one measured phase. */
    async measure(mediaIds: string[]) {
      const [detectedBefore, errorsBefore] = [detection.times.length, errors.length];
      const memory = sampleMemory();
      const cpu = startCpuClock();
      const started = performance.now();
      try {
        for (const mediaId of mediaIds) await pipeline.jobs.enqueue(ingestJob, { mediaId });
        await waitUntilSettled(deps.db);
      } catch (error) {
        memory.stop();
        throw error;
      }
      const wallMs = performance.now() - started;
      const used = cpu.stop();
      return {
        wallMs,
        /** This process, all threads (the face threads included). */
        cpuMs: used.ownMs,
        /** The ffmpeg and ffprobe processes the ingest ran; null where it cannot be read. */
        childCpuMs: used.childrenMs,
        memory: memory.stop(),
        detectionMs: detection.times.slice(detectedBefore),
        errors: errors.slice(errorsBefore),
      };
    },
    /** Stops the job queue and the face threads (the pool is closed with it). */
    stop: () => pipeline.stop(),
  };
}
