import type { z } from 'zod';

/** How a job is retried: `retryLimit` tries after the first, waits doubling from `retryDelaySeconds`. */
export type RetryPolicy = { retryLimit: number; retryDelaySeconds: number };

/**
 * A typed background job as senders know it: its queue name, the zod schema of its payload
 * (checked when sent and when run), its retries and timeout. Enqueueing needs nothing more, so a
 * job whose handler is built in workers is declared once for both (withHandler).
 */
export type JobDeclaration<Schema extends z.ZodType> = {
  name: string;
  schema: Schema;
  retry: RetryPolicy;
  /**
   * How long one run may take (15 minutes when unset). A run past it is failed and retried, so keep
   * it near the job's real length: it is how fast a hung run heals. A run whose worker process
   * died is retried within about 20 seconds whatever this is (orphaned-jobs.ts).
   */
  timeoutSeconds?: number;
};

/** What a handler knows of its run: whether an error now leaves the job failed for good. */
export type JobRun = { finalTry: boolean };

/**
 * A declared job with what it does, as workers run it. Handlers must be idempotent: a retry runs
 * the whole step again. `run` is given by the queue; a direct call (a test, a seed) has none.
 */
export type JobDefinition<Schema extends z.ZodType> = JobDeclaration<Schema> & {
  handle(data: z.output<Schema>, run?: JobRun): Promise<void>;
  /**
   * Runs once the job is failed for good, however its last try ended: an error, a run past its
   * timeout, a worker process that died with it (whose handler never got to say so).
   */
  onDead?(data: z.output<Schema>): Promise<void>;
};

// biome-ignore lint/suspicious/noExplicitAny: a list of jobs with different payloads.
export type AnyJobDeclaration = JobDeclaration<any>;
// biome-ignore lint/suspicious/noExplicitAny: a list of jobs with different payloads.
export type AnyJobDefinition = JobDefinition<any>;

/** A job sent from one place and worked in another, declared without its handler. */
export function declareJob<Schema extends z.ZodType>(
  declaration: JobDeclaration<Schema>,
): JobDeclaration<Schema> {
  return declaration;
}

/** A declared job's handler, bound where the workers are built (with the deps it needs there). */
export function withHandler<Schema extends z.ZodType>(
  job: JobDeclaration<Schema>,
  handle: (data: z.output<Schema>, run?: JobRun) => Promise<void>,
  onDead?: (data: z.output<Schema>) => Promise<void>,
): JobDefinition<Schema> {
  return { ...job, handle, ...(onDead ? { onDead } : {}) };
}

/** A job sent and worked where it is defined (a cron, a batch that enqueues its next). */
export function defineJob<Schema extends z.ZodType>(
  definition: JobDefinition<Schema>,
): JobDefinition<Schema> {
  return definition;
}
