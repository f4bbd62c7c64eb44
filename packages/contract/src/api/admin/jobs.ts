import type { adminJobSchemas } from '../../admin/jobs.ts';
import { areaCalls } from '../endpoint.ts';

type Schemas = typeof adminJobSchemas;
const call = areaCalls('admin', 'staff');
const operatorsOnly = "Operators only: a job's data and error may concern any facility.";

/** The dead-letter view: background jobs that failed after their last retry. */
export const adminJobApi = {
  listFailed: call<Schemas['listFailed']>({
    method: 'GET',
    path: '/api/admin/jobs/failed',
    operationId: 'listFailedJobs',
    summary: 'The background jobs that failed after their last retry, newest first',
    description: operatorsOnly,
    errors: [503],
  }),
  retry: call<Schemas['retry']>({
    method: 'POST',
    path: '/api/admin/jobs/failed/:jobId/retry',
    operationId: 'retryFailedJob',
    summary: 'Puts a failed job back in its queue',
    description: operatorsOnly,
    errors: [503],
  }),
};
