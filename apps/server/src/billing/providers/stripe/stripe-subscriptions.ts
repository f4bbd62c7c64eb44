import type Stripe from 'stripe';
import type { PaymentProvider, ProviderSubscription } from '../payment-provider.ts';
import { failureOfError, withPaymentFailures } from './stripe-failures.ts';
import { toProviderSubscription } from './stripe-subscription-status.ts';

// The first invoice with its payments: since API 2025-03 an invoice no longer names its
// PaymentIntent directly, and the intent's status tells a refusal from 3-D Secure waiting.
const expand = ['latest_invoice.payments'];

type CreateInput = Parameters<PaymentProvider['createSubscription']>[0];

/** The PaymentIntent of the subscription's first invoice, when one was created (not for a trial). */
async function firstPaymentOf(stripe: Stripe, subscription: Stripe.Subscription) {
  const invoice = subscription.latest_invoice;
  if (!invoice || typeof invoice === 'string') return null;
  const intent = invoice.payments?.data[0]?.payment.payment_intent;
  if (!intent) return null;
  return typeof intent === 'string' ? stripe.paymentIntents.retrieve(intent) : intent;
}

/**
 * Ours, with the client secret only while the first charge waits for the guardian's
 * authentication: an incomplete subscription whose charge was refused or abandoned has none.
 */
async function describe(stripe: Stripe, subscription: Stripe.Subscription): Promise<ProviderSubscription> {
  if (subscription.status !== 'incomplete') return toProviderSubscription(subscription, null);
  const intent = await firstPaymentOf(stripe, subscription);
  return toProviderSubscription(subscription, secretWhileWaiting(intent));
}

/** The client secret while the charge waits for the guardian (3-D Secure), else null. */
const secretWhileWaiting = (intent: Stripe.PaymentIntent | null) =>
  intent?.status === 'requires_action' || intent?.status === 'requires_confirmation'
    ? intent.client_secret
    : null;

/**
 * 'allow_incomplete' charges the saved card at once, as the interface says: active, or incomplete
 * while 3-D Secure waits, or refused. 'default_incomplete' would leave every first charge to the
 * browser; 'error_if_incomplete' answers 402 for authentication too, with no client secret.
 */
export async function createSubscription(stripe: Stripe, productId: string, input: CreateInput) {
  const params: Stripe.SubscriptionCreateParams = {
    customer: input.customerId,
    items: [
      {
        price_data: {
          currency: 'jpy',
          product: productId,
          unit_amount: input.unitPrice,
          recurring: { interval: 'month' },
        },
      },
    ],
    default_payment_method: input.paymentMethodId,
    payment_behavior: 'allow_incomplete',
    metadata: { guardianId: input.guardianId },
    expand,
    ...(input.trialEndsAt && { trial_end: Math.floor(input.trialEndsAt.getTime() / 1000) }),
  };
  const subscription = await withPaymentFailures(() =>
    stripe.subscriptions.create(params, { idempotencyKey: input.idempotencyKey }),
  );
  if (subscription.status !== 'incomplete') return toProviderSubscription(subscription, null);

  const intent = await firstPaymentOf(stripe, subscription);
  const secret = secretWhileWaiting(intent);
  if (secret) return toProviderSubscription(subscription, secret);
  // Refused: cancel now rather than leave it to expire in 23 hours, so nothing stays half-open and
  // the guardian can try another card. A retry of this call replays both answers.
  await stripe.subscriptions.cancel(
    subscription.id,
    {},
    { idempotencyKey: `${input.idempotencyKey}:cancel` },
  );
  throw failureOfError(intent?.last_payment_error ?? {});
}

export async function retrieveSubscription(stripe: Stripe, subscriptionId: string) {
  return describe(stripe, await stripe.subscriptions.retrieve(subscriptionId, { expand }));
}

export async function setCancelAtPeriodEnd(
  stripe: Stripe,
  input: Parameters<PaymentProvider['setCancelAtPeriodEnd']>[0],
) {
  const subscription = await stripe.subscriptions.update(
    input.subscriptionId,
    { cancel_at_period_end: input.cancelAtPeriodEnd, expand },
    { idempotencyKey: input.idempotencyKey },
  );
  return describe(stripe, subscription);
}
