import type { PipelineDeps } from '../pipeline-deps.ts';
import { addMedium } from './add-medium.ts';
import type { Backfill } from './backfill-job.ts';
import { mediumBackfillRepository } from './medium-backfill.repository.ts';

/**
 * Gives media stored before medium tile images existed one (docs/decisions/0022). A media whose
 * image cannot be made keeps the thumbnail in its tile until the next start tries again.
 */
export function mediumBackfill(deps: Pick<PipelineDeps, 'db' | 'storage'>): Backfill {
  return {
    name: 'media-medium-backfill',
    missing: (after, limit) => mediumBackfillRepository(deps.db).withoutMedium(after, limit),
    fix: (id) => addMedium(deps, id),
    failure: 'medium tile image not made',
  };
}
