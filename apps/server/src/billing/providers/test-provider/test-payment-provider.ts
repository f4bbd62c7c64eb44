import type { Executor } from '@hibi/db';
import { PaymentFailure, type PaymentProvider } from '../payment-provider.ts';
import {
  clientSecretOf,
  missingRecord,
  type TestCustomer,
  type TestIntent,
  type TestInvoice,
  type TestPaymentMethod,
  testId,
  toProviderInvoice,
} from './test-objects.ts';
import { testProviderStore } from './test-provider-store.repository.ts';
import { testSubscriptions } from './test-subscriptions.ts';

/**
 * The built-in payment provider of the embedded default (decision 0021): Stripe's behaviour with
 * its documented test cards, its records in the database, no money moved.
 */
export function createTestPaymentProvider(db: Executor, now: () => Date): PaymentProvider {
  const store = testProviderStore(db);

  return {
    name: 'test',
    publishableKey: null,

    async createCustomer({ guardianId, email, idempotencyKey }) {
      const customer = await store.once(idempotencyKey, 'customer', () =>
        store.put<TestCustomer>('customer', {
          id: testId('cus'),
          guardianId,
          email,
          defaultPaymentMethodId: null,
        }),
      );
      return customer.id;
    },

    async createSetupIntent({ customerId, idempotencyKey }) {
      const id = testId('seti');
      const intent = await store.once(idempotencyKey, 'setup_intent', () =>
        store.put<TestIntent>('setup_intent', {
          id,
          clientSecret: clientSecretOf(id),
          customerId,
          status: 'requires_payment_method',
          paymentMethodId: null,
        }),
      );
      return { id: intent.id, clientSecret: intent.clientSecret };
    },

    async cardOfSetupIntent({ customerId, setupIntentId }) {
      const intent = await store.get<TestIntent>('setup_intent', setupIntentId);
      if (!intent || intent.customerId !== customerId) throw missingRecord();
      const method =
        intent.status === 'succeeded' && intent.paymentMethodId
          ? await store.get<TestPaymentMethod>('payment_method', intent.paymentMethodId)
          : null;
      if (!method)
        throw new PaymentFailure('カードの登録が完了していません。カード情報を入力してください。', 'invalid');
      const { brand, last4, expMonth, expYear } = method;
      return { paymentMethodId: method.id, card: { brand, last4, expMonth, expYear } };
    },

    async setDefaultCard({ customerId, paymentMethodId }) {
      const customer = await store.get<TestCustomer>('customer', customerId);
      if (!customer) throw missingRecord();
      await store.put('customer', { ...customer, defaultPaymentMethodId: paymentMethodId });
      for (const subscription of await store.list<{ id: string }>('subscription', { customerId }))
        await store.put('subscription', { ...subscription, paymentMethodId });
    },

    ...testSubscriptions(store, now),

    async listInvoices(subscriptionId) {
      const invoices = await store.list<TestInvoice>('invoice', { subscriptionId });
      return invoices.map(toProviderInvoice).reverse();
    },
  };
}
