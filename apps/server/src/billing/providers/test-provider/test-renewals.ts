import type { Executor } from '@hibi/db';
import { paidPeriodEndsAt, renewalGraceDays } from '@hibi/domain';
import type { PaymentEventInput } from '../payment-provider.ts';
import { chargeOutcome } from './test-cards.ts';
import {
  type TestInvoice,
  type TestPaymentMethod,
  type TestSubscription,
  testId,
  toProviderInvoice,
} from './test-objects.ts';
import { testProviderStore } from './test-provider-store.repository.ts';

const dayMs = 86_400_000;

/**
 * What Stripe's billing does each month, for the test provider: a month that ran out is charged
 * again off session; a failure is retried daily and ends the subscription after the grace period;
 * a subscription the guardian left ends. Answers the events Stripe would send as webhooks.
 */
export async function renewDueTestSubscriptions(db: Executor, now: Date): Promise<PaymentEventInput[]> {
  const store = testProviderStore(db);
  const events: PaymentEventInput[] = [];
  const event = (
    type: PaymentEventInput['type'],
    subscription: TestSubscription,
    invoice: TestInvoice | null,
  ) =>
    events.push({
      id: testId('evt'),
      type,
      subscriptionId: subscription.id,
      invoice: invoice ? toProviderInvoice(invoice) : null,
      payload: { subscription, invoice },
    });
  const running = [
    ...(await store.list<TestSubscription>('subscription', { status: 'active' })),
    ...(await store.list<TestSubscription>('subscription', { status: 'past_due' })),
    ...(await store.list<TestSubscription>('subscription', { status: 'canceled' })),
  ];
  for (const subscription of running) {
    const periodEnd = new Date(subscription.currentPeriodEnd);
    if (periodEnd > now) continue;
    if (subscription.status === 'canceled') {
      event(
        'subscription.deleted',
        await store.put('subscription', { ...subscription, status: 'ended' }),
        null,
      );
      continue;
    }
    const lastAttempt = subscription.lastAttemptAt ? new Date(subscription.lastAttemptAt) : null;
    if (subscription.failingSince && lastAttempt && now.getTime() - lastAttempt.getTime() < dayMs) continue;
    const method = await store.get<TestPaymentMethod>('payment_method', subscription.paymentMethodId);
    const paid = method !== null && chargeOutcome(method.behaviour, false) === 'paid';
    const nextEnd = paidPeriodEndsAt(periodEnd);
    const invoice = await store.put<TestInvoice>('invoice', {
      id: testId('in'),
      subscriptionId: subscription.id,
      amount: subscription.unitPrice,
      status: paid ? 'paid' : 'failed',
      periodStart: periodEnd.toISOString(),
      periodEnd: nextEnd.toISOString(),
      occurredAt: now.toISOString(),
    });
    if (paid) {
      const renewed = await store.put('subscription', {
        ...subscription,
        status: 'active' as const,
        currentPeriodStart: periodEnd.toISOString(),
        currentPeriodEnd: nextEnd.toISOString(),
        failingSince: null,
        lastAttemptAt: now.toISOString(),
      });
      event('invoice.paid', renewed, invoice);
      continue;
    }
    const failingSince = subscription.failingSince ?? now.toISOString();
    const graceOver = now.getTime() - new Date(failingSince).getTime() >= renewalGraceDays * dayMs;
    const failed = await store.put('subscription', {
      ...subscription,
      status: graceOver ? ('ended' as const) : ('past_due' as const),
      failingSince,
      lastAttemptAt: now.toISOString(),
    });
    event(graceOver ? 'subscription.deleted' : 'invoice.payment_failed', failed, invoice);
  }
  return events;
}
