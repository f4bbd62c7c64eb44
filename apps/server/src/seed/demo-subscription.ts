import type { Executor } from '@hibi/db';
import { trialEndsAt } from '@hibi/domain';
import { testIntents } from '../billing/providers/test-provider/test-intents.ts';
import { createTestPaymentProvider } from '../billing/providers/test-provider/test-payment-provider.ts';
import { renewDueTestSubscriptions } from '../billing/providers/test-provider/test-renewals.ts';
import { syncSubscription } from '../billing/sync-subscription.ts';
import { paymentMethodRepository } from '../repositories/payment-method.repository.ts';
import { subscriptionRepository } from '../repositories/subscription.repository.ts';

type DemoPayer = {
  guardianId: string;
  email: string;
  approvedAt: Date;
  trialDays: number;
  unitPrice: number;
};

/**
 * The premium demo family's plan, made through the built-in test provider as a guardian would:
 * a Visa test card, a subscription during the trial, then every month since renewed, so the plan
 * screen, the card on file, the history with its receipts and leaving all work in the demo.
 */
export async function seedDemoSubscription(tx: Executor, payer: DemoPayer, now: Date): Promise<void> {
  let at = payer.approvedAt;
  const clock = () => at;
  const provider = createTestPaymentProvider(tx, clock);
  const key = `demo:${payer.guardianId}`;
  const customerId = await provider.createCustomer({ ...payer, idempotencyKey: `${key}:customer` });
  const methods = paymentMethodRepository(tx);
  await methods.saveCustomer(payer.guardianId, 'test', customerId);
  const intent = await provider.createSetupIntent({ customerId, idempotencyKey: `${key}:setup` });
  const expiry = `12/${String((now.getUTCFullYear() + 4) % 100).padStart(2, '0')}`;
  const card = { number: '4242424242424242', expiry, cvc: '123' };
  await testIntents(tx, clock).confirmSetup(intent.id, intent.clientSecret, card);
  const saved = await provider.cardOfSetupIntent({ customerId, setupIntentId: intent.id });
  await methods.saveCard(payer.guardianId, saved.paymentMethodId, saved.card);

  let subscription = await provider.createSubscription({
    customerId,
    paymentMethodId: saved.paymentMethodId,
    unitPrice: payer.unitPrice,
    trialEndsAt: trialEndsAt(payer.approvedAt, payer.trialDays),
    guardianId: payer.guardianId,
    idempotencyKey: `${key}:subscription`,
  });
  // Each month that has run out is charged on its own day, as the hourly run would have.
  while (subscription.currentPeriodEnd <= now) {
    at = subscription.currentPeriodEnd;
    await renewDueTestSubscriptions(tx, at);
    subscription = await provider.retrieveSubscription(subscription.id);
  }
  const row = await subscriptionRepository(tx).insert({
    guardianId: payer.guardianId,
    subscriptionStartedAt: payer.approvedAt,
    unitPrice: payer.unitPrice,
    provider: 'test',
  });
  await syncSubscription(tx, 'test', row, subscription, await provider.listInvoices(subscription.id), now);
}
