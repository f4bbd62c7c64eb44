import { pushPayloadSchema } from '@hibi/contract';
import type { Database } from '@hibi/db';
import { z } from 'zod';
import { declareJob, withHandler } from '../jobs/job-definition.ts';
import { pushSubscriptionRepository } from './push-subscription.repository.ts';
import { sendWebPush, type VapidDetails } from './web-push-transport.ts';

const pushSendPayload = z.object({
  subscriptionId: z.uuid(),
  /** What makes the message one (e.g. `photo-delivery:<guardian>:<date>`): the push's Topic. */
  key: z.string().min(1).max(300),
  message: pushPayloadSchema.extend({ ttlSeconds: z.number().int().min(0).max(2_419_200) }),
});

/**
 * Declared for senders (queuePush); pushSendWorker binds the handler in workers. A push service
 * that is down or busy (5xx, 429, no answer) is tried again from a minute, doubling, 6 tries
 * within about an hour: a notice later than that is stale, and its mail has told the same.
 */
export const pushSendJob = declareJob({
  name: 'push-send',
  schema: pushSendPayload,
  retry: { retryLimit: 5, retryDelaySeconds: 60 },
  // One HTTP request, bounded by the transport's own timeout.
  timeoutSeconds: 60,
});

export type PushSendDeps = { db: Database; vapid: VapidDetails; now(): Date };

/**
 * Sends one queued push to one device. A device turned off since is skipped; one the push service
 * no longer knows (404/410) is deleted, since the browser dropped it; any other failure throws, so
 * the job is tried again. No transaction is open while the push service is called.
 */
export function pushSendWorker(deps: PushSendDeps) {
  return withHandler(pushSendJob, async ({ subscriptionId, key, message }) => {
    const devices = pushSubscriptionRepository(deps.db);
    const device = await devices.findById(subscriptionId);
    if (!device) return;
    const { ttlSeconds, ...payload } = message;
    const outcome = await sendWebPush(device, payload, { key, ttlSeconds, vapid: deps.vapid });
    if (outcome === 'gone') await devices.deleteById(device.id);
    else await devices.markSuccess(device.id, deps.now());
  });
}
