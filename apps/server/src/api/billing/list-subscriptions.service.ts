import type { SubscriptionRecord } from '@hibi/contract';
import { toSubscriptionRecord } from '../../billing/billing-records.ts';
import type { AppContext } from '../../context.ts';
import { subscriptionRepository } from '../../repositories/subscription.repository.ts';

/** GET subscription (specification §7): the records the guardian is shown, the last one current. */
export async function listSubscriptions(
  context: AppContext,
  guardianId: string,
): Promise<SubscriptionRecord[]> {
  return (await subscriptionRepository(context.database.db).listShown(guardianId)).map(toSubscriptionRecord);
}
