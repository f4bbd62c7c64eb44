import type { SubscribeResponse } from '@hibi/contract';
import { billingMails } from '../../billing/billing-mail.ts';
import { toSubscriptionRecord } from '../../billing/billing-records.ts';
import { PaymentFailure, type ProviderSubscription } from '../../billing/providers/payment-provider.ts';
import { syncSubscription } from '../../billing/sync-subscription.ts';
import type { AppContext } from '../../context.ts';
import { familyRepository } from '../../repositories/family.repository.ts';
import { type SubscriptionRow, subscriptionRepository } from '../../repositories/subscription.repository.ts';
import { reserveSubscription } from './reserve-subscription.ts';

type Subscribed = { row: SubscriptionRow; waiting: ProviderSubscription };

/**
 * Starts the paid plan (POST subscription) in three steps, none of them a provider call inside a
 * transaction (docs/decisions/0034): reserve our row under the guardian's lock; ask the provider,
 * keyed by the row, so a retry never makes a second subscription; record its answer, and queue its mail, under the lock.
 */
export async function startSubscription(
  context: AppContext,
  guardianId: string,
  shownPrice: number,
): Promise<SubscribeResponse> {
  const { row, waiting } = await subscribe(context, guardianId, shownPrice);
  return { subscription: toSubscriptionRecord(row), paymentClientSecret: waiting.paymentClientSecret };
}

async function subscribe(context: AppContext, guardianId: string, shownPrice: number): Promise<Subscribed> {
  const provider = context.payments;
  let attempt = await reserveSubscription(context, guardianId, shownPrice, { replaceWaiting: false });
  if (attempt.kind === 'waiting' && attempt.row.providerSubscriptionId) {
    const waiting = await provider.retrieveSubscription(attempt.row.providerSubscriptionId);
    if (waiting.paymentClientSecret) return { row: attempt.row, waiting };
    // Its authentication is over without a charge: this click starts a new attempt.
    attempt = await reserveSubscription(context, guardianId, shownPrice, { replaceWaiting: true });
  }
  if (attempt.kind !== 'create') throw new Error('a new attempt was reserved');
  const { row, trialEndsAt, childId } = attempt;
  let created: ProviderSubscription;
  try {
    created = await provider.createSubscription({
      customerId: attempt.customerId,
      paymentMethodId: attempt.paymentMethodId,
      unitPrice: row.unitPrice,
      trialEndsAt,
      guardianId,
      idempotencyKey: `subscription:${row.id}`,
    });
  } catch (error) {
    // A refused card made nothing: the row goes. Anything else may have made the subscription, so
    // the row stays for the next click to finish with the same key.
    const subscriptions = subscriptionRepository(context.database.db);
    await (error instanceof PaymentFailure
      ? subscriptions.removeUnsent(row.id)
      : subscriptions.release(row.id));
    throw error;
  }
  const invoices = await provider.listInvoices(created.id);
  return context.database.db.transaction(async (tx): Promise<Subscribed> => {
    await subscriptionRepository(tx).lockGuardian(guardianId);
    const synced = await syncSubscription(tx, provider.name, row, created, invoices, context.now());
    if (trialEndsAt) await familyRepository(tx).markFreeTrialSpent(childId);
    if (synced.status === 'active') await billingMails(context, tx).started(synced);
    return { row: synced, waiting: created };
  });
}
