import type { AppContext } from '../../../context.ts';

/** The dead-letter view: jobs that failed after their last retry, newest first. */
export async function listFailedJobs(context: AppContext, limit: number) {
  const jobs = await context.jobs.deadJobs(limit);
  return { jobs: jobs.map((job) => ({ ...job, failedAt: job.failedAt.toISOString() })) };
}
