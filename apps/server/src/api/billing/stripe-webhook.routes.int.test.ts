import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { billingClient } from '#tests/support/billing-client.ts';
import { dayMs, testClock } from '#tests/support/clock.ts';
import { createFacility, createGuardian } from '#tests/support/fixtures.ts';
import { mailsTo } from '#tests/support/outbox.ts';
import { startStripeStandIn } from '#tests/support/stripe-stand-in.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';

const clock = testClock();
const productId = 'prod_hibistandin';
const webhookSecret = 'whsec_standin';
// The stand-in first: the server's settings point the SDK at it.
const standIn = await startStripeStandIn({ productId, now: clock.now });
afterAll(() => standIn.close());
const stripe = new Stripe('sk_test_signing');

let server: TestServer;
useTestServer(
  (started) => {
    server = started.server;
  },
  {
    now: clock.now,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_standin',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_PRODUCT_ID: productId,
      STRIPE_API_URL: standIn.url,
    },
  },
);

/** POSTs an event as Stripe does, signed with `secret`. */
async function deliver(event: Record<string, unknown>, secret = webhookSecret, body = JSON.stringify(event)) {
  const signature = stripe.webhooks.generateTestHeaderString({ payload: JSON.stringify(event), secret });
  const response = await fetch(`${server.url}/api/payments/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const eventOf = (id: string, type: string, object: unknown) => ({
  id,
  object: 'event',
  type,
  data: { object },
});

let facilityId: string | undefined;

/** A guardian who saved a card through Stripe.js (the stand-in's confirm). */
async function stripeFamily(testCard: string, options: { subscriptionType?: 'free' } = {}) {
  const approvedAt = clock.daysAgo(options.subscriptionType ? 30 : 0);
  facilityId ??= (await createFacility(server.database.db, { freeTrialDays: 14, subscriptionUnitPrice: 980 }))
    .id;
  const { guardian } = await createGuardian(server.database.db, { facilityId, approvedAt, ...options });
  const pay = await billingClient(server.url, guardian);
  const setup = await pay.call<{ provider: string; setupIntentId: string; publishableKey: string }>(
    'POST',
    `users/${guardian.id}/settlement/setup`,
  );
  expect(setup.body).toMatchObject({ provider: 'stripe', publishableKey: 'pk_test_standin' });
  standIn.confirmSetupIntent(setup.body.setupIntentId, testCard);
  const validated = await pay.call('POST', `users/${guardian.id}/settlement/validate`, {
    setupIntentId: setup.body.setupIntentId,
  });
  expect(validated.status).toBe(200);
  return { guardian, pay };
}

/** The subscription the stand-in made last. */
function lastSubscriptionId() {
  const subscription = standIn.objectsOf('subscription').at(-1);
  if (!subscription) throw new Error('no subscription at the stand-in');
  return subscription.id;
}

describe('POST /api/payments/stripe/webhook', () => {
  it('applies a paid renewal once, however often Stripe sends it', async () => {
    const { guardian, pay } = await stripeFamily('pm_card_visa');
    expect((await pay.subscribe(980)).body.subscription).toMatchObject({
      status: 'active',
      trialEndsAt: expect.any(String),
    });
    const subscriptionId = lastSubscriptionId();
    clock.advance(14 * dayMs);
    const renewed = standIn.renew(subscriptionId);
    const paid = eventOf('evt_paid_1', 'invoice.paid', standIn.object(String(renewed.latest_invoice)));

    expect(await deliver(paid)).toEqual({ status: 200, body: { received: true } });
    expect(await deliver(paid)).toEqual({ status: 200, body: { received: true } });
    await pay.signInAgain();
    const history = (await pay.history()).body.map((payment) => [payment.amount, payment.status]);
    expect(history).toEqual([
      [980, 'paid'],
      [0, 'paid'],
    ]);
    const receipts = (await mailsTo(server, guardian.email)).filter((mail) =>
      mail.subject.includes('お支払いが完了しました'),
    );
    expect(receipts).toHaveLength(1);
  });

  it('refuses a forged or altered request in Japanese, and answers other types with 200', async () => {
    const event = eventOf('evt_forged', 'customer.subscription.deleted', {
      id: 'sub_x',
      object: 'subscription',
    });
    const forged = await deliver(event, 'whsec_someone_else');
    expect(forged).toEqual({
      status: 400,
      body: { statusCode: 400, message: '署名を確認できませんでした。' },
    });
    const altered = await deliver(event, webhookSecret, JSON.stringify({ ...event, id: 'evt_other' }));
    expect(altered.status).toBe(400);
    const other = await deliver(
      eventOf('evt_customer', 'customer.created', { id: 'cus_x', object: 'customer' }),
    );
    expect(other).toEqual({ status: 200, body: { received: true } });
  });
});

describe('the paid plan through Stripe', () => {
  it('asks for 3-D Secure on the first charge and starts once it is approved', async () => {
    const { pay } = await stripeFamily('pm_card_authenticationRequired', { subscriptionType: 'free' });
    const first = await pay.subscribe(980);
    expect(first.body.subscription.status).toBe('incomplete');
    expect(first.body.paymentClientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    expect((await pay.subscribe(980)).body.subscription.id).toBe(first.body.subscription.id);
    standIn.authenticatePayment(first.body.paymentClientSecret ?? '', true);
    const done = await pay.finalize(String(first.body.subscription.id));
    expect(done.body).toMatchObject({ subscription: { status: 'active' }, paymentClientSecret: null });
    expect(await pay.planType()).toBe('premium');
    expect((await pay.history()).body.map((payment) => payment.amount)).toEqual([980]);
  });

  it('starts nothing when 3-D Secure is abandoned or the card is declined', async () => {
    const { pay } = await stripeFamily('pm_card_authenticationRequired', { subscriptionType: 'free' });
    const first = await pay.subscribe(980);
    standIn.authenticatePayment(first.body.paymentClientSecret ?? '', false);
    const finalized = await pay.finalize(String(first.body.subscription.id));
    expect(finalized.status).toBe(402);
    expect(await pay.planType()).toBe('free');

    const declined = await stripeFamily('pm_card_chargeCustomerFail', { subscriptionType: 'free' });
    const refused = await declined.pay.subscribe(980);
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ message: expect.stringContaining('カードが承認されませんでした') });
    expect(await declined.pay.planType()).toBe('free');
    expect(standIn.object(lastSubscriptionId())?.status).toBe('canceled');
  });
});
