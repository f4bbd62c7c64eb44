import type { JobRunner } from '../../jobs/job-runner.ts';
import type { PipelineDeps } from '../pipeline-deps.ts';
import { addMedium, mediaWithoutMedium } from './add-medium.ts';
import { type Backfill, type BackfillLogger, backfillJob } from './backfill-job.ts';

/**
 * Gives media stored before medium tile images existed one (docs/decisions/0022). A media whose
 * image cannot be made keeps the thumbnail in its tile until the next start tries again.
 */
export function mediumBackfill(deps: Pick<PipelineDeps, 'db' | 'storage'>): Backfill {
  return {
    name: 'media-medium-backfill',
    missing: (after, limit) => mediaWithoutMedium(deps.db, after, limit),
    fix: (id) => addMedium(deps, id),
    failure: 'medium tile image not made',
  };
}

export function mediumBackfillJob(
  deps: Pick<PipelineDeps, 'db' | 'storage'>,
  runner: JobRunner,
  logger: BackfillLogger,
  batchSize = 50,
) {
  return backfillJob(mediumBackfill(deps), runner, logger, batchSize);
}
