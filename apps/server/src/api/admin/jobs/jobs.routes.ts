import { adminJobApi } from '@hibi/contract';
import { requireOperator } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import type { ApiInstance } from '../../api-instance.ts';
import { serve } from '../../serve.ts';
import { adminJobService } from './admin-jobs.service.ts';

/**
 * The dead-letter view: background jobs that failed after their last retry, and putting one back
 * in its queue. Operators only: a job's data and error may concern any facility.
 */
export function adminJobRoutes(app: ApiInstance, context: AppContext) {
  const operators = { onRequest: requireOperator(context, '失敗したジョブを扱えるのは運営者のみです。') };
  const jobs = adminJobService(context);

  serve(app, adminJobApi.listFailed, operators, (request) => jobs.failed(request.query.limit));
  serve(app, adminJobApi.retry, operators, (request) => jobs.retry(request.params.jobId));
}
