import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition.ts';
import type { JobRunner, WorkOptions } from '../../jobs/job-runner.ts';

const payload = z.object({
  after: z.uuid().nullable().describe('the last id of the previous batch; null: from the start'),
});

export type BackfillLogger = { error(details: object, message: string): void };

/** What a backfill walks: rows still missing something, by id, and how one row gets it. */
export type Backfill = {
  name: string;
  /** Ids of rows still missing it, in id order after `after`. */
  missing(after: string | null, limit: number): Promise<{ id: string }[]>;
  fix(id: string): Promise<unknown>;
  /** The log line when a row cannot be fixed. */
  failure: string;
};

/**
 * Walks `missing` a batch at a time: each batch enqueues the next after its last id, so a retry
 * redoes one batch and a restart starts again over what is still missing. A row that cannot be
 * fixed is logged and passed over, to be tried again at the next start.
 */
export function backfillJob(backfill: Backfill, runner: JobRunner, logger: BackfillLogger, batchSize = 50) {
  const job = defineJob({
    name: backfill.name,
    schema: payload,
    retry: { retryLimit: 3, retryDelaySeconds: 60 },
    async handle({ after }) {
      const batch = await backfill.missing(after, batchSize);
      for (const { id } of batch) {
        await backfill.fix(id).catch((error: unknown) => logger.error({ err: error, id }, backfill.failure));
      }
      const last = batch.at(-1);
      if (batch.length === batchSize && last) await runner.enqueue(job, { after: last.id });
    },
  });
  return job;
}

/** At start: the backfill's job is worked here, and run from the beginning when anything is missing. */
export async function startBackfill(
  backfill: Backfill,
  runner: JobRunner,
  logger: BackfillLogger,
  work: WorkOptions = {},
): Promise<boolean> {
  const job = backfillJob(backfill, runner, logger);
  await runner.work([job], work);
  if ((await backfill.missing(null, 1)).length === 0) return false;
  await runner.enqueue(job, { after: null });
  return true;
}
