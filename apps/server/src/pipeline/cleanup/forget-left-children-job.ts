import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition.ts';
import type { PipelineDeps } from '../pipeline-deps.ts';
import { forgetLeftChildren } from './forget-left-children.ts';

/** Daily at a quiet hour (Asia/Tokyo), after the unmatched faces' clean-up. */
export const forgetLeftChildrenCron = '45 3 * * *';

/** The daily run that forgets children 30 days after they left (decision 0078). */
export function forgetLeftChildrenJob(
  deps: Pick<PipelineDeps, 'db' | 'storage' | 'now'>,
  log: { info(details: object, message: string): void },
) {
  return defineJob({
    name: 'children-forget-left',
    schema: z.object({}),
    retry: { retryLimit: 2, retryDelaySeconds: 600 },
    handle: async () => {
      await forgetLeftChildren(deps, log);
    },
  });
}
