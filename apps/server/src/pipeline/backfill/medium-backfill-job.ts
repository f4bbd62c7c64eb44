import type { Database } from '@hibi/db';
import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import type { PipelineDeps } from '../pipeline-deps.ts';
import { addMedium, mediaWithoutMedium } from './add-medium.ts';

const payload = z.object({
  after: z.uuid().nullable().describe('the last media id of the previous batch; null: from the start'),
});

type Logger = { error(details: object, message: string): void };

/**
 * Gives media stored before medium tile images existed one, a batch at a time: each batch
 * enqueues the next after its last id, so a retry redoes one batch and a restart starts again
 * over what is still missing. A media whose image cannot be made is logged and passed over (its
 * tile keeps the thumbnail), to be tried again at the next start.
 */
export function mediumBackfillJob(
  deps: Pick<PipelineDeps, 'db' | 'storage'>,
  runner: JobRunner,
  logger: Logger,
  batchSize = 50,
) {
  const job = defineJob({
    name: 'media-medium-backfill',
    schema: payload,
    retry: { retryLimit: 3, retryDelaySeconds: 60 },
    async handle({ after }) {
      const batch = await mediaWithoutMedium(deps.db, after, batchSize);
      for (const { id } of batch) {
        await addMedium(deps, id).catch((error: unknown) => {
          logger.error({ err: error, mediaId: id }, 'medium tile image not made');
        });
      }
      const last = batch.at(-1);
      if (batch.length === batchSize && last) await runner.enqueue(job, { after: last.id });
    },
  });
  return job;
}

/** At start: a backfill from the beginning when any ready media lacks its medium tile image. */
export async function startMediumBackfill(
  db: Database,
  runner: JobRunner,
  job: ReturnType<typeof mediumBackfillJob>,
): Promise<boolean> {
  if ((await mediaWithoutMedium(db, null, 1)).length === 0) return false;
  await runner.enqueue(job, { after: null });
  return true;
}
