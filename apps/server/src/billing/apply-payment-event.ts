import type { AppContext } from '../context.ts';
import { paymentEventRepository } from '../repositories/payment-event.repository.ts';
import { paymentMethodRepository } from '../repositories/payment-method.repository.ts';
import { subscriptionRepository } from '../repositories/subscription.repository.ts';
import { billingMails } from './billing-mail.ts';
import type { PaymentEventInput, PaymentProvider } from './providers/payment-provider.ts';
import { syncSubscription } from './sync-subscription.ts';

/**
 * Applies what the provider reports (a verified webhook, or the test provider's renewal run)
 * once: under the guardian's lock, so it waits for a subscribe request still in flight; from the
 * provider's current state, so order does not matter; its mail queued with it.
 */
export async function applyPaymentEvent(
  context: AppContext,
  provider: PaymentProvider,
  event: PaymentEventInput,
): Promise<'applied' | 'duplicate' | 'ignored'> {
  const subscription = await provider.retrieveSubscription(event.subscriptionId);
  const { db } = context.database;
  const guardianId = await paymentMethodRepository(db).guardianOfCustomer(
    provider.name,
    subscription.customerId,
  );
  if (!guardianId) return 'ignored';
  const invoices = await provider.listInvoices(subscription.id);
  const now = context.now();
  const outcome = await db.transaction(async (tx) => {
    const subscriptions = subscriptionRepository(tx);
    await subscriptions.lockGuardian(guardianId);
    const events = paymentEventRepository(tx);
    if (!(await events.recordUnapplied(provider.name, event))) return 'duplicate';
    // A webhook that overtook the browser's return finds no row yet: it makes it.
    const row =
      (await subscriptions.findByProviderId(subscription.id)) ??
      (await subscriptions.insert({
        guardianId,
        subscriptionStartedAt: subscription.currentPeriodStart,
        unitPrice: Math.max(0, ...invoices.map((invoice) => invoice.amount)),
        provider: provider.name,
        providerSubscriptionId: subscription.id,
      }));
    await syncSubscription(tx, provider.name, row, subscription, invoices, now);
    await events.markApplied(provider.name, event.id);
    await billingMails(context, tx).ofEvent(guardianId, event);
    return 'applied';
  });
  return outcome;
}
