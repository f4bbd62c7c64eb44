import type { RetryPolicy } from '../jobs/job-definition.ts';
import type { JobRunner } from '../jobs/job-runner.ts';
import { type MailSendDeps, mailSendWorker } from './mail-send-job.ts';

/** A waiting sign-up code is picked up within half a second. */
const pollingSeconds = 0.5;

/**
 * The mail queue in every process (requests queue mail inside their transactions, which needs the
 * queue made beforehand) and, where this process works jobs, the worker sending it.
 */
export async function startMailJobs(
  jobs: JobRunner,
  deps: MailSendDeps,
  options: { work: boolean; retry?: RetryPolicy },
) {
  const worker = mailSendWorker(deps, options.retry);
  await jobs.prepare([worker]);
  if (options.work) await jobs.work([worker], { pollingSeconds });
}
