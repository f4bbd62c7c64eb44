import type { JobRunner } from '../jobs/job-runner.ts';
import { type PushSendDeps, pushSendWorker } from './push-send-job.ts';

/**
 * The push queue in every process (services queue pushes inside their transactions, so it is
 * made beforehand, as startPipeline does) and, where this process works jobs, its sender.
 */
export async function startPushJobs(jobs: JobRunner, deps: PushSendDeps, options: { work: boolean }) {
  const worker = pushSendWorker(deps);
  await jobs.prepare([worker]);
  if (options.work) await jobs.work([worker], { pollingSeconds: 1 });
}
