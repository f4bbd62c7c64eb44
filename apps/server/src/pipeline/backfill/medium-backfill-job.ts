import type { Database } from '@hibi/db';
import type { JobRunner } from '../../jobs/job-runner.ts';
import type { PipelineDeps } from '../pipeline-deps.ts';
import { addMedium, mediaWithoutMedium } from './add-medium.ts';
import { backfillJob, startBackfill } from './backfill-job.ts';

type Logger = { error(details: object, message: string): void };

/**
 * Gives media stored before medium tile images existed one (docs/decisions/0022). A media whose
 * image cannot be made keeps the thumbnail in its tile until the next start tries again.
 */
function mediumBackfill(deps: Pick<PipelineDeps, 'db' | 'storage'>) {
  return {
    name: 'media-medium-backfill',
    missing: (after: string | null, limit: number) => mediaWithoutMedium(deps.db, after, limit),
    fix: (id: string) => addMedium(deps, id),
    failure: 'medium tile image not made',
  };
}

export function mediumBackfillJob(
  deps: Pick<PipelineDeps, 'db' | 'storage'>,
  runner: JobRunner,
  logger: Logger,
  batchSize = 50,
) {
  return backfillJob(mediumBackfill(deps), runner, logger, batchSize);
}

/** At start: a backfill from the beginning when any ready media lacks its medium tile image. */
export function startMediumBackfill(
  db: Database,
  runner: JobRunner,
  job: ReturnType<typeof mediumBackfillJob>,
) {
  return startBackfill({ missing: (after, limit) => mediaWithoutMedium(db, after, limit) }, runner, job);
}
