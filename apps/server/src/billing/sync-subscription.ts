import type { Executor, PaymentProvider as ProviderName } from '@hibi/db';
import { paymentRepository } from '../repositories/payment.repository.ts';
import { type SubscriptionRow, subscriptionRepository } from '../repositories/subscription.repository.ts';
import type { ProviderInvoice, ProviderSubscription } from './providers/payment-provider.ts';

/** The latest paid month that cost something: the recurring start of specification §3. */
function recurringStart(invoices: ProviderInvoice[]): Date | null {
  const paid = invoices.filter((invoice) => invoice.status === 'paid' && invoice.amount > 0);
  const latest = paid.sort((a, b) => b.periodStart.getTime() - a.periodStart.getTime())[0];
  return latest?.periodStart ?? null;
}

/**
 * Makes our records say what the provider's do: the subscription's status and period, and one
 * history row per settled invoice. Always from the provider's current state, so events that
 * arrive late, twice or out of order leave the same result.
 */
export async function syncSubscription(
  db: Executor,
  provider: ProviderName,
  row: SubscriptionRow,
  subscription: ProviderSubscription,
  invoices: ProviderInvoice[],
  now: Date,
): Promise<SubscriptionRow> {
  const payments = paymentRepository(db);
  for (const invoice of invoices) {
    if (invoice.status === 'open') continue;
    await payments.upsert({
      guardianId: row.guardianId,
      subscriptionId: row.id,
      provider,
      providerInvoiceId: invoice.id,
      amount: invoice.amount,
      status: invoice.status,
      periodStartsAt: invoice.periodStart,
      periodEndsAt: invoice.periodEnd,
      occurredAt: invoice.occurredAt,
    });
  }
  const endedAt =
    subscription.status === 'canceled'
      ? subscription.currentPeriodEnd
      : subscription.status === 'ended'
        ? (row.endedAt ?? now)
        : null;
  return subscriptionRepository(db).update(row.id, {
    providerSubscriptionId: subscription.id,
    status: subscription.status,
    trialEndsAt: subscription.trialEnd,
    currentPeriodEndsAt: subscription.currentPeriodEnd,
    subscriptionStartedRecurringAt: recurringStart(invoices),
    endedAt,
  });
}
