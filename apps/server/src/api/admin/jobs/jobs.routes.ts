import { requireOperator } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import type { ApiInstance } from '../../api-instance.ts';
import { errorResponses } from '../../error-responses.ts';
import {
  failedJobsQuerySchema,
  failedJobsResponseSchema,
  jobIdParamsSchema,
  retryJobResponseSchema,
} from './jobs.schemas.ts';
import { adminJobsService } from './jobs.service.ts';

const tags = ['admin'];

/**
 * The dead-letter view: background jobs that failed after their last retry, and putting one back
 * in its queue. Operators only: a job's data and error may concern any facility.
 */
export function adminJobRoutes(app: ApiInstance, context: AppContext) {
  const onRequest = requireOperator(context, '失敗したジョブを扱えるのは運営者のみです。');
  const jobs = adminJobsService(context);

  app.get(
    '/admin/jobs/failed',
    {
      onRequest,
      schema: {
        tags,
        querystring: failedJobsQuerySchema,
        response: { 200: failedJobsResponseSchema, 503: errorResponses[400], ...errorResponses },
      },
    },
    (request) => jobs.failed(request.query.limit),
  );

  app.post(
    '/admin/jobs/failed/:jobId/retry',
    {
      onRequest,
      schema: {
        tags,
        params: jobIdParamsSchema,
        response: { 200: retryJobResponseSchema, 503: errorResponses[400], ...errorResponses },
      },
    },
    (request) => jobs.retry(request.params.jobId),
  );
}
