import type { adminJobSchemas } from '../../admin/jobs.ts';
import { areaApi } from '../endpoint.ts';

const operatorsOnly = "Operators only: a job's data and error may concern any facility.";

/** The dead-letter view: background jobs that failed after their last retry. */
export const adminJobApi = areaApi<typeof adminJobSchemas>('admin', 'staff', {
  listFailed: {
    route: 'GET /api/admin/jobs/failed',
    operationId: 'listFailedJobs',
    summary: 'The background jobs that failed after their last retry, newest first',
    description: operatorsOnly,
    errors: [503],
  },
  retry: {
    route: 'POST /api/admin/jobs/failed/:jobId/retry',
    operationId: 'retryFailedJob',
    summary: 'Puts a failed job back in its queue',
    description: operatorsOnly,
    errors: [503],
  },
});
