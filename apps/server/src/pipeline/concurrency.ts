import os from 'node:os';

export type PipelineConcurrency = {
  /** Media ingest and match jobs this process runs at once. */
  mediaJobs: number;
  /** Face engines (single-threaded inference): worker threads, one of them `npm run worker`'s own thread (0059). */
  faceThreads: number;
};

/**
 * How much of the pipeline runs at once in one worker process: one face thread per core, and as many
 * media jobs, so that each thread has a photo while another job decodes or writes (decoding and
 * encoding run on sharp's own pool). `setting` (PIPELINE_CONCURRENCY) overrides the core count, for
 * a process that shares its machine. Measured per thread in decision 0040.
 */
export function pipelineConcurrency(setting: number | undefined, cores = os.availableParallelism()) {
  const threads = Math.max(1, Math.floor(setting ?? cores));
  return { mediaJobs: threads, faceThreads: threads } satisfies PipelineConcurrency;
}
