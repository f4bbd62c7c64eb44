import type { adminJobSchemas } from '../../admin/jobs.ts';
import { endpoint } from '../endpoint.ts';

type Schemas = typeof adminJobSchemas;
const operatorsOnly = "Operators only: a job's data and error may concern any facility.";

/** The dead-letter view: background jobs that failed after their last retry. */
export const adminJobApi = {
  listFailed: endpoint<Schemas['listFailed']>({
    method: 'GET',
    path: '/api/admin/jobs/failed',
    operationId: 'listFailedJobs',
    summary: 'The background jobs that failed after their last retry, newest first',
    description: operatorsOnly,
    tag: 'admin',
    access: 'staff',
    errors: [503],
  }),
  retry: endpoint<Schemas['retry']>({
    method: 'POST',
    path: '/api/admin/jobs/failed/:jobId/retry',
    operationId: 'retryFailedJob',
    summary: 'Puts a failed job back in its queue',
    description: operatorsOnly,
    tag: 'admin',
    access: 'staff',
    errors: [503],
  }),
};
