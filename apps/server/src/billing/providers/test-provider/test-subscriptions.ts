import { paidPeriodEndsAt } from '@hibi/domain';
import { PaymentFailure, type PaymentProvider } from '../payment-provider.ts';
import { chargeOutcome, declineMessage } from './test-cards.ts';
import {
  clientSecretOf,
  missingRecord,
  type TestIntent,
  type TestInvoice,
  type TestPaymentMethod,
  type TestSubscription,
  testId,
  toProviderSubscription,
} from './test-objects.ts';
import type { TestProviderStore } from './test-provider-store.repository.ts';

type SubscriptionCalls = Pick<
  PaymentProvider,
  'createSubscription' | 'retrieveSubscription' | 'setCancelAtPeriodEnd'
>;

/** The test provider's subscriptions: a trial costs nothing now, otherwise the first month is charged at once. */
export function testSubscriptions(store: TestProviderStore, now: () => Date): SubscriptionCalls {
  async function subscriptionOf(id: string) {
    const subscription = await store.get<TestSubscription>('subscription', id);
    if (!subscription) throw missingRecord();
    return subscription;
  }

  async function retrieveSubscription(id: string) {
    const subscription = await subscriptionOf(id);
    const intent = subscription.pendingIntentId
      ? await store.get<TestIntent>('payment_intent', subscription.pendingIntentId)
      : null;
    return toProviderSubscription(
      subscription,
      intent?.status === 'requires_action' ? intent.clientSecret : null,
    );
  }

  return {
    retrieveSubscription,

    async createSubscription(input) {
      const method = await store.get<TestPaymentMethod>('payment_method', input.paymentMethodId);
      if (!method || method.customerId !== input.customerId) throw missingRecord();
      const at = now();
      const trialEnd = input.trialEndsAt && input.trialEndsAt > at ? input.trialEndsAt : null;
      const outcome = trialEnd ? 'paid' : chargeOutcome(method.behaviour, true);
      if (outcome === 'failed') throw new PaymentFailure(declineMessage(method.behaviour) ?? '', 'declined');
      const created = await store.once(input.idempotencyKey, 'subscription', async () => {
        const id = testId('sub');
        const periodEnd = trialEnd ?? paidPeriodEndsAt(at);
        const invoice = await store.put<TestInvoice>('invoice', {
          id: testId('in'),
          subscriptionId: id,
          amount: trialEnd ? 0 : input.unitPrice,
          status: outcome === 'paid' ? 'paid' : 'open',
          periodStart: at.toISOString(),
          periodEnd: periodEnd.toISOString(),
          occurredAt: at.toISOString(),
        });
        const intentId = outcome === 'requires_action' ? testId('pi') : null;
        if (intentId)
          await store.put<TestIntent>('payment_intent', {
            id: intentId,
            clientSecret: clientSecretOf(intentId),
            customerId: input.customerId,
            status: 'requires_action',
            paymentMethodId: method.id,
            invoiceId: invoice.id,
          });
        return store.put<TestSubscription>('subscription', {
          id,
          customerId: input.customerId,
          paymentMethodId: method.id,
          unitPrice: input.unitPrice,
          status: outcome === 'paid' ? 'active' : 'incomplete',
          currentPeriodStart: at.toISOString(),
          currentPeriodEnd: periodEnd.toISOString(),
          trialEnd: trialEnd?.toISOString() ?? null,
          pendingIntentId: intentId,
          failingSince: null,
          lastAttemptAt: at.toISOString(),
        });
      });
      return retrieveSubscription(created.id);
    },

    async setCancelAtPeriodEnd({ subscriptionId, cancelAtPeriodEnd }) {
      const subscription = await subscriptionOf(subscriptionId);
      if (subscription.status === 'active' || subscription.status === 'canceled')
        await store.put('subscription', {
          ...subscription,
          status: cancelAtPeriodEnd ? 'canceled' : 'active',
        });
      return retrieveSubscription(subscriptionId);
    },
  };
}
