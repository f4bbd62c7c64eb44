import { adminJobApi } from '@hibi/contract';
import { requireOperator } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import type { ApiInstance } from '../../api-instance.ts';
import { serve } from '../../serve.ts';
import { listFailedJobs } from './list-failed-jobs.service.ts';
import { retryFailedJob } from './retry-failed-job.service.ts';

/**
 * The dead-letter view: background jobs that failed after their last retry, and putting one back
 * in its queue. Operators only: a job's data and error may concern any facility.
 */
export function adminJobRoutes(app: ApiInstance, context: AppContext) {
  const operators = { onRequest: requireOperator(context, '失敗したジョブを扱えるのは運営者のみです。') };

  serve(app, adminJobApi.listFailed, operators, (request) => listFailedJobs(context, request.query.limit));
  serve(app, adminJobApi.retry, operators, (request) => retryFailedJob(context, request.params.jobId));
}
