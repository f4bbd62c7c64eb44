import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../errors/app-error.ts';

/** The dead-letter view: jobs that failed after their last retry, and putting one back in its queue. */
export function adminJobService(context: AppContext) {
  return {
    async failed(limit: number) {
      const jobs = await context.jobs.deadJobs(limit);
      return { jobs: jobs.map((job) => ({ ...job, failedAt: job.failedAt.toISOString() })) };
    },
    async retry(jobId: string) {
      if (!(await context.jobs.retryDead(jobId)))
        throw new AppError('not_found', '指定された失敗ジョブが見つかりません。');
      return { retried: true as const };
    },
  };
}
