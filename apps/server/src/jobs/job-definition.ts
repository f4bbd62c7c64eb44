import type { z } from 'zod';

/** How a job is retried: `retryLimit` tries after the first, waits doubling from `retryDelaySeconds`. */
export type RetryPolicy = { retryLimit: number; retryDelaySeconds: number };

/**
 * A typed background job: its queue name, the zod schema of its payload (checked when sent and
 * when run) and what it does. Handlers must be idempotent: a retry runs the whole step again.
 */
export type JobDefinition<Schema extends z.ZodType> = {
  name: string;
  schema: Schema;
  retry: RetryPolicy;
  /**
   * How long one run may take (15 minutes when unset). A run past it is failed and retried, so keep
   * it near the job's real length: it is how fast a hung run heals. A run whose worker process
   * died is retried within about 20 seconds whatever this is (orphaned-jobs.ts).
   */
  timeoutSeconds?: number;
  handle(data: z.output<Schema>): Promise<void>;
};

// biome-ignore lint/suspicious/noExplicitAny: a list of jobs with different payloads.
export type AnyJobDefinition = JobDefinition<any>;

export function defineJob<Schema extends z.ZodType>(
  definition: JobDefinition<Schema>,
): JobDefinition<Schema> {
  return definition;
}
