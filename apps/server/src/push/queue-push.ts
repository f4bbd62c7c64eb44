import type { Transaction } from '@hibi/db';
import type { JobRunner } from '../jobs/job-runner.ts';
import { keyedJobId } from '../jobs/keyed-job-id.ts';
import type { PushMessage } from './push-messages.ts';
import { pushSendJob } from './push-send-job.ts';
import { pushSubscriptionRepository } from './push-subscription.repository.ts';

/**
 * Queues one `push-send` job per device of these guardians, beside the mail that tells the same
 * (the caller has decided who may be told, by their settings), in the transaction that writes
 * what it tells: the jobs exist only if it commits, and nothing talks to a push service until a
 * worker runs them. `key` makes the message one (as a mail's key): queued again, a device still
 * gets it once while pg-boss keeps the job. Answers how many jobs were queued.
 */
export async function queuePush(
  jobs: JobRunner,
  transaction: Transaction,
  push: { guardianIds: readonly string[]; key: string; message: PushMessage },
): Promise<number> {
  const devices = await pushSubscriptionRepository(transaction).idsOfGuardians(push.guardianIds);
  for (const device of devices) {
    await jobs.enqueue(
      pushSendJob,
      { subscriptionId: device.id, key: push.key, message: push.message },
      { id: keyedJobId(pushSendJob.name, `${push.key}:${device.id}`), transaction },
    );
  }
  return devices.length;
}
