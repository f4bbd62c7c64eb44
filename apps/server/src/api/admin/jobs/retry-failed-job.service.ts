import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../errors/app-error.ts';

/** Puts a job that failed after its last retry back in its queue. */
export async function retryFailedJob(context: AppContext, jobId: string) {
  if (!(await context.jobs.retryDead(jobId)))
    throw new AppError('not_found', '指定された失敗ジョブが見つかりません。');
  return { retried: true as const };
}
