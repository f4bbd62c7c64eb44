import type { SubscriptionRecord } from '@hibi/contract';
import { billingMails } from '../../billing/billing-mail.ts';
import { toSubscriptionRecord } from '../../billing/billing-records.ts';
import type { AppContext } from '../../context.ts';
import { subscriptionRepository } from '../../repositories/subscription.repository.ts';
import { noSubscription, refreshSubscription } from './refresh-subscription.ts';

/** PUT subscription: leave at the end of the paid month, or stay after all; asking twice changes nothing twice. */
export async function setCancelAtPeriodEnd(
  context: AppContext,
  guardianId: string,
  cancelAtPeriodEnd: boolean,
): Promise<SubscriptionRecord> {
  const latest = await subscriptionRepository(context.database.db).latest(guardianId);
  const running =
    latest?.status === 'active' || latest?.status === 'canceled' || latest?.status === 'past_due';
  if (!latest?.providerSubscriptionId || !running) throw noSubscription();
  if ((latest.status === 'canceled') === cancelAtPeriodEnd) return toSubscriptionRecord(latest);
  await context.payments.setCancelAtPeriodEnd({
    subscriptionId: latest.providerSubscriptionId,
    cancelAtPeriodEnd,
    idempotencyKey: `cancel:${latest.id}:${cancelAtPeriodEnd}:${latest.updatedAt.getTime()}`,
  });
  const { after } = await refreshSubscription(context, guardianId, latest.id, ({ before, after }, tx) =>
    after.status === 'canceled' && after.endedAt && before.status !== 'canceled'
      ? billingMails(context, tx).canceled(before, after.endedAt)
      : Promise.resolve(),
  );
  return toSubscriptionRecord(after);
}
