import type { TestIntentResponse, testCardSchema } from '@hibi/contract';
import type { Executor } from '@hibi/db';
import type { z } from 'zod';
import { PaymentFailure } from '../payment-provider.ts';
import { declineMessage, parseExpiry, testCardOf } from './test-cards.ts';
import {
  missingRecord,
  type TestIntent,
  type TestInvoice,
  type TestPaymentMethod,
  type TestSubscription,
  testId,
} from './test-objects.ts';
import { testProviderStore } from './test-provider-store.repository.ts';

type Card = z.output<typeof testCardSchema>;

const intentKind = (intentId: string) => (intentId.startsWith('pi_') ? 'payment_intent' : 'setup_intent');

/**
 * What Stripe.js does in the browser, for the test provider: a card typed into its form confirms
 * a SetupIntent, and its authentication screen answers a 3-D Secure challenge. The client secret
 * authorises the call, as it does with Stripe.
 */
export function testIntents(db: Executor, now: () => Date) {
  const store = testProviderStore(db);

  async function intentOf(intentId: string, clientSecret: string) {
    const intent = await store.get<TestIntent>(intentKind(intentId), intentId);
    if (!intent || intent.clientSecret !== clientSecret) throw missingRecord();
    return intent;
  }

  /** The first charge went through once authenticated: its invoice is paid, its subscription active. */
  async function settleFirstCharge(intent: TestIntent) {
    const invoice = intent.invoiceId ? await store.get<TestInvoice>('invoice', intent.invoiceId) : null;
    if (!invoice) return;
    await store.put('invoice', { ...invoice, status: 'paid', occurredAt: now().toISOString() });
    const subscription = await store.get<TestSubscription>('subscription', invoice.subscriptionId);
    if (subscription?.status === 'incomplete')
      await store.put('subscription', { ...subscription, status: 'active' });
  }

  return {
    async confirmSetup(intentId: string, clientSecret: string, card: Card): Promise<TestIntentResponse> {
      const intent = await intentOf(intentId, clientSecret);
      if (
        intentKind(intentId) !== 'setup_intent' ||
        intent.status === 'succeeded' ||
        intent.status === 'canceled'
      )
        throw new PaymentFailure('このお手続きはすでに終了しています。はじめからお試しください。', 'invalid');
      const known = testCardOf(card.number);
      if (!known)
        throw new PaymentFailure(
          'テスト環境では、テスト用のカード番号（4242 4242 4242 4242 など）のみご利用いただけます。',
          'declined',
        );
      const expiry = parseExpiry(card.expiry, now());
      if (expiry.past) throw new PaymentFailure(declineMessage('expired_card') ?? '', 'declined');
      const refused = known.behaviour === 'charges_fail' ? null : declineMessage(known.behaviour);
      if (refused) throw new PaymentFailure(refused, 'declined');
      const method = await store.put<TestPaymentMethod>('payment_method', {
        id: testId('pm'),
        customerId: intent.customerId,
        brand: known.brand,
        last4: card.number.slice(-4),
        expMonth: expiry.month,
        expYear: expiry.year,
        behaviour: known.behaviour,
      });
      const asks = known.behaviour === 'authenticate_on_setup' || known.behaviour === 'authenticate_always';
      const status = asks ? 'requires_action' : 'succeeded';
      await store.put('setup_intent', { ...intent, status, paymentMethodId: method.id });
      return { status };
    },

    async authenticate(
      intentId: string,
      clientSecret: string,
      approve: boolean,
    ): Promise<TestIntentResponse> {
      const intent = await intentOf(intentId, clientSecret);
      if (intent.status !== 'requires_action')
        return { status: intent.status === 'succeeded' ? 'succeeded' : 'canceled' };
      if (!approve) {
        await store.put(intentKind(intentId), { ...intent, status: 'requires_payment_method' });
        throw new PaymentFailure(
          'カード会社の本人認証が完了しなかったため、お手続きを中止しました。もう一度お試しください。',
          'authentication_required',
        );
      }
      await store.put(intentKind(intentId), { ...intent, status: 'succeeded' });
      if (intentKind(intentId) === 'payment_intent') await settleFirstCharge(intent);
      return { status: 'succeeded' };
    },
  };
}
