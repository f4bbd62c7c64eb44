import type { Transaction } from '@hibi/db';
import { isSubscriptionBilling } from '@hibi/domain';
import { AppError } from '../../errors/app-error.ts';
import { subscriptionRepository } from '../../repositories/subscription.repository.ts';

/**
 * The family's plan is billed to the 保護者 who subscribed (decision 0036): while it is billed
 * they stay, or the provider would go on charging someone who left and the family would lose
 * its plan. Cancelling first (ご利用プラン) lets them go.
 */
export async function assertNotPaying(tx: Transaction, guardianId: string, message: string) {
  if (isSubscriptionBilling(await subscriptionRepository(tx).latest(guardianId)))
    throw new AppError('conflict', message);
}
