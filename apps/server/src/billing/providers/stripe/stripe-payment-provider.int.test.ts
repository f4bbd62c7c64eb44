import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StripeStandIn, startStripeStandIn } from '#tests/support/stripe-stand-in.ts';
import { PaymentFailure, type PaymentProvider } from '../payment-provider.ts';
import { stripeApiVersion } from './stripe-client.ts';
import { createStripePaymentProvider } from './stripe-payment-provider.ts';

const productId = 'prod_hibistandin';
const day = 24 * 60 * 60 * 1000;
let standIn: StripeStandIn;
let provider: PaymentProvider;
const key = () => `test-${randomUUID()}`;

beforeAll(async () => {
  standIn = await startStripeStandIn({ productId });
  provider = createStripePaymentProvider({
    STRIPE_SECRET_KEY: 'sk_test_standin',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
    STRIPE_PRODUCT_ID: productId,
    STRIPE_API_URL: standIn.url,
  });
});
afterAll(() => standIn.close());

/** A customer whose card form was submitted with a test card, that card made the default. */
async function customerWithCard(testCard: string) {
  const customerId = await provider.createCustomer({
    guardianId: randomUUID(),
    email: 'g@example.jp',
    idempotencyKey: key(),
  });
  const setup = await provider.createSetupIntent({ customerId, idempotencyKey: key() });
  standIn.confirmSetupIntent(setup.id, testCard);
  const card = await provider.cardOfSetupIntent({ customerId, setupIntentId: setup.id });
  await provider.setDefaultCard({ customerId, paymentMethodId: card.paymentMethodId, idempotencyKey: key() });
  return { customerId, ...card };
}

const subscribe = (
  customer: { customerId: string; paymentMethodId: string },
  trialEndsAt: Date | null,
  idempotencyKey = key(),
) =>
  provider.createSubscription({
    ...customer,
    unitPrice: 500,
    trialEndsAt,
    guardianId: 'guardian-1',
    idempotencyKey,
  });

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('expected a PaymentFailure'),
    (error: unknown) => {
      expect(error).toBeInstanceOf(PaymentFailure);
      return error as PaymentFailure;
    },
  );

describe('the Stripe provider against the stand-in', () => {
  it('saves a card, subscribes with a trial, leaves at the period end and lists the invoices', async () => {
    const customer = await customerWithCard('pm_card_visa');
    expect(customer.card).toEqual({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 });
    const trialEndsAt = new Date(Math.floor((Date.now() + 30 * day) / 1000) * 1000);
    const created = await subscribe(customer, trialEndsAt);
    expect(created).toMatchObject({
      status: 'active',
      trialEnd: trialEndsAt,
      currentPeriodEnd: trialEndsAt,
      paymentClientSecret: null,
    });

    const sent = standIn.requests.find(
      (request) => request.method === 'POST' && request.path === '/v1/subscriptions',
    );
    expect(sent?.params).toMatchObject({
      items: [
        {
          price_data: {
            currency: 'jpy',
            product: productId,
            unit_amount: '500',
            recurring: { interval: 'month' },
          },
        },
      ],
      trial_end: String(trialEndsAt.getTime() / 1000),
      default_payment_method: customer.paymentMethodId,
      metadata: { guardianId: 'guardian-1' },
    });
    expect(standIn.object(customer.customerId)).toMatchObject({
      invoice_settings: { default_payment_method: customer.paymentMethodId },
    });

    const leaving = await provider.setCancelAtPeriodEnd({
      subscriptionId: created.id,
      cancelAtPeriodEnd: true,
      idempotencyKey: key(),
    });
    expect(leaving.status).toBe('canceled');
    expect((await provider.retrieveSubscription(created.id)).status).toBe('canceled');
    const staying = await provider.setCancelAtPeriodEnd({
      subscriptionId: created.id,
      cancelAtPeriodEnd: false,
      idempotencyKey: key(),
    });
    expect(staying.status).toBe('active');

    standIn.renew(created.id);
    const invoices = await provider.listInvoices(created.id);
    expect(invoices.map((invoice) => [invoice.status, invoice.amount])).toEqual([
      ['paid', 500],
      ['paid', 0],
    ]);
    expect(invoices[1]).toMatchObject({
      subscriptionId: created.id,
      periodStart: created.currentPeriodStart,
      periodEnd: trialEndsAt,
    });
    expect(invoices[0]?.periodStart).toEqual(trialEndsAt);
  });

  it('sends the pinned API version, and an idempotency key of ours with every write', () => {
    expect(new Set(standIn.requests.map((request) => request.apiVersion))).toEqual(
      new Set([stripeApiVersion]),
    );
    const writes = standIn.requests.filter((request) => request.method !== 'GET');
    expect(writes.length).toBeGreaterThan(0);
    for (const write of writes) expect(write.idempotencyKey).toMatch(/^test-/);
  });

  it('answers a retried subscribe with the subscription it created the first time', async () => {
    const customer = await customerWithCard('pm_card_visa');
    const idempotencyKey = key();
    const first = await subscribe(customer, null, idempotencyKey);
    const again = await subscribe(customer, null, idempotencyKey);
    expect(again).toEqual(first);
    expect(first.status).toBe('active');
    const mine = standIn
      .objectsOf('subscription')
      .filter((subscription) => subscription.customer === customer.customerId);
    expect(mine).toHaveLength(1);
    const charges = standIn
      .objectsOf('payment_intent')
      .filter((intent) => intent.customer === customer.customerId);
    expect(charges).toHaveLength(1);
  });

  it('refuses a declined card in Japanese and leaves no subscription running', async () => {
    const customer = await customerWithCard('pm_card_chargeCustomerFail');
    const failure = await failureOf(subscribe(customer, null));
    expect(failure.reason).toBe('declined');
    expect(failure.message).toContain('カードが承認されませんでした');
    const mine = standIn
      .objectsOf('subscription')
      .filter((subscription) => subscription.customer === customer.customerId);
    expect(mine.map((subscription) => subscription.status)).toEqual(['canceled']);
  });

  it('tells insufficient funds apart by the decline code', async () => {
    const customer = await customerWithCard('pm_card_visa');
    const declined = { ...customer, paymentMethodId: 'pm_card_chargeDeclinedInsufficientFunds' };
    const failure = await failureOf(subscribe(declined, null));
    expect(failure.message).toContain('ご利用可能額');
  });

  it('answers incomplete with the client secret while 3-D Secure waits', async () => {
    const customer = await customerWithCard('pm_card_authenticationRequired');
    const created = await subscribe(customer, null);
    expect(created.status).toBe('incomplete');
    expect(created.paymentClientSecret).toMatch(/^pi_\w+_secret_/);
    expect((await provider.retrieveSubscription(created.id)).paymentClientSecret).toBe(
      created.paymentClientSecret,
    );
  });

  it('moves renewals to the new default card', async () => {
    const customer = await customerWithCard('pm_card_chargeCustomerFail');
    const created = await subscribe(customer, new Date(Date.now() + 7 * day));
    standIn.renew(created.id);
    expect((await provider.retrieveSubscription(created.id)).status).toBe('past_due');
    expect((await provider.listInvoices(created.id))[0]).toMatchObject({ status: 'failed', amount: 500 });

    const setup = await provider.createSetupIntent({
      customerId: customer.customerId,
      idempotencyKey: key(),
    });
    standIn.confirmSetupIntent(setup.id, 'pm_card_mastercard');
    const card = await provider.cardOfSetupIntent({
      customerId: customer.customerId,
      setupIntentId: setup.id,
    });
    await provider.setDefaultCard({
      customerId: customer.customerId,
      paymentMethodId: card.paymentMethodId,
      idempotencyKey: key(),
    });
    standIn.renew(created.id);
    expect((await provider.retrieveSubscription(created.id)).status).toBe('active');
  });

  it("finds no card in another family's, an unknown or a declined setup", async () => {
    const mine = await customerWithCard('pm_card_visa');
    const other = await provider.createCustomer({
      guardianId: randomUUID(),
      email: 'o@example.jp',
      idempotencyKey: key(),
    });
    const setup = await provider.createSetupIntent({ customerId: other, idempotencyKey: key() });
    standIn.confirmSetupIntent(setup.id, 'pm_card_visa');
    const stolen = await failureOf(
      provider.cardOfSetupIntent({ customerId: mine.customerId, setupIntentId: setup.id }),
    );
    expect(stolen.reason).toBe('not_found');
    const unknown = await failureOf(
      provider.cardOfSetupIntent({ customerId: other, setupIntentId: 'seti_unknown' }),
    );
    expect(unknown.reason).toBe('not_found');

    const refused = await provider.createSetupIntent({ customerId: other, idempotencyKey: key() });
    standIn.confirmSetupIntent(refused.id, 'pm_card_chargeDeclined');
    const declined = await failureOf(
      provider.cardOfSetupIntent({ customerId: other, setupIntentId: refused.id }),
    );
    expect(declined).toMatchObject({ reason: 'declined' });
    expect(declined.message).toMatch(/カード/);
  });
});
