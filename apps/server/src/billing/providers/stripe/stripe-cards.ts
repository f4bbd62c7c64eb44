import type Stripe from 'stripe';
import type { PaymentProvider, ProviderCard, ProviderSetupIntent } from '../payment-provider.ts';
import { authenticationAbandoned, failureOfError, isMissing, setupNotFound } from './stripe-failures.ts';

type Input<K extends keyof PaymentProvider> = PaymentProvider[K] extends (input: infer I) => unknown
  ? I
  : never;

/** A SetupIntent that saves the card for the monthly charges made while the guardian is away. */
export async function createSetupIntent(
  stripe: Stripe,
  input: Input<'createSetupIntent'>,
): Promise<ProviderSetupIntent> {
  const intent = await stripe.setupIntents.create(
    { customer: input.customerId, usage: 'off_session', allowed_payment_method_types: ['card'] },
    { idempotencyKey: input.idempotencyKey },
  );
  if (!intent.client_secret) throw new Error(`SetupIntent ${intent.id} has no client secret`);
  return { id: intent.id, clientSecret: intent.client_secret };
}

const idOf = (value: string | { id: string } | null) =>
  typeof value === 'string' ? value : (value?.id ?? null);

async function retrieveSetupIntent(stripe: Stripe, setupIntentId: string) {
  try {
    return await stripe.setupIntents.retrieve(setupIntentId, { expand: ['payment_method'] });
  } catch (error) {
    throw isMissing(error) ? setupNotFound() : error;
  }
}

/**
 * The card a SetupIntent saved. The id comes from the browser, so the intent must be this
 * customer's (another family's answers as missing) and must have succeeded.
 */
export async function cardOfSetupIntent(
  stripe: Stripe,
  input: Input<'cardOfSetupIntent'>,
): Promise<ProviderCard> {
  const intent = await retrieveSetupIntent(stripe, input.setupIntentId);
  if (idOf(intent.customer) !== input.customerId) throw setupNotFound();
  if (intent.status === 'requires_action') throw authenticationAbandoned();
  if (intent.status !== 'succeeded') {
    if (intent.last_setup_error) throw failureOfError(intent.last_setup_error);
    throw setupNotFound();
  }
  const method = intent.payment_method;
  const card = typeof method === 'object' ? method?.card : null;
  if (!method || typeof method === 'string' || !card) throw setupNotFound();
  return {
    paymentMethodId: method.id,
    card: { brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year },
  };
}

/**
 * The customer's default card, and each live subscription's: a subscription created with its own
 * default_payment_method would otherwise keep charging the old card.
 */
export async function setDefaultCard(stripe: Stripe, input: Input<'setDefaultCard'>): Promise<void> {
  await stripe.customers.update(
    input.customerId,
    { invoice_settings: { default_payment_method: input.paymentMethodId } },
    { idempotencyKey: input.idempotencyKey },
  );
  // The default listing leaves out canceled subscriptions, which charge nothing more.
  const subscriptions = await stripe.subscriptions.list({ customer: input.customerId, limit: 10 });
  for (const subscription of subscriptions.data) {
    if (subscription.status === 'incomplete_expired') continue;
    await stripe.subscriptions.update(
      subscription.id,
      { default_payment_method: input.paymentMethodId },
      { idempotencyKey: `${input.idempotencyKey}:${subscription.id}` },
    );
  }
}
