import { requireOperator } from '../../auth/require-staff.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import type { ApiInstance } from '../api-instance.ts';
import { errorResponses } from '../error-responses.ts';
import {
  failedJobsQuerySchema,
  failedJobsResponseSchema,
  jobIdParamsSchema,
  retryJobResponseSchema,
} from './admin-jobs.schemas.ts';

const tags = ['admin'];

/**
 * The dead-letter view: background jobs that failed after their last retry, and putting one back
 * in its queue. Operators only: a job's data and error may concern any facility.
 */
export function adminJobRoutes(app: ApiInstance, context: AppContext) {
  const preHandler = requireOperator(context, '失敗したジョブを扱えるのは運営者のみです。');
  const jobsOrUnavailable = () => {
    // A server started without a job queue has nothing to show or retry.
    if (!context.jobs) throw new AppError('unavailable', 'このサーバーではジョブキューが動いていません。');
    return context.jobs;
  };

  app.get(
    '/admin/jobs/failed',
    {
      preHandler,
      schema: {
        tags,
        querystring: failedJobsQuerySchema,
        response: { 200: failedJobsResponseSchema, 503: errorResponses[400], ...errorResponses },
      },
    },
    async (request) => {
      const jobs = await jobsOrUnavailable().deadJobs(request.query.limit);
      return { jobs: jobs.map((job) => ({ ...job, failedAt: job.failedAt.toISOString() })) };
    },
  );

  app.post(
    '/admin/jobs/failed/:jobId/retry',
    {
      preHandler,
      schema: {
        tags,
        params: jobIdParamsSchema,
        response: { 200: retryJobResponseSchema, 503: errorResponses[400], ...errorResponses },
      },
    },
    async (request) => {
      if (!(await jobsOrUnavailable().retryDead(request.params.jobId)))
        throw new AppError('not_found', '指定された失敗ジョブが見つかりません。');
      return { retried: true as const };
    },
  );
}
