import type Stripe from 'stripe';
import type { PaymentEventInput } from '../payment-provider.ts';
import { toProviderInvoice } from './stripe-invoices.ts';

/** A webhook whose signature does not verify: forged, altered, replayed late, or not Stripe's. */
export class StripeSignatureError extends Error {
  override name = 'StripeSignatureError';
}

const invoiceTypes = {
  'invoice.paid': 'invoice.paid',
  'invoice.payment_failed': 'invoice.payment_failed',
} as const;
const subscriptionTypes = {
  'customer.subscription.updated': 'subscription.updated',
  'customer.subscription.deleted': 'subscription.deleted',
} as const;

function toPaymentEvent(event: Stripe.Event): PaymentEventInput | null {
  const payload = event as unknown as Record<string, unknown>;
  if (event.type === 'invoice.paid' || event.type === 'invoice.payment_failed') {
    const invoice = toProviderInvoice(event.data.object);
    // An invoice that bills no subscription is not ours to follow.
    if (!invoice) return null;
    return {
      id: event.id,
      type: invoiceTypes[event.type],
      subscriptionId: invoice.subscriptionId,
      invoice,
      payload,
    };
  }
  if (event.type === 'customer.subscription.updated' || event.type === 'customer.subscription.deleted') {
    const subscriptionId = event.data.object.id;
    return { id: event.id, type: subscriptionTypes[event.type], subscriptionId, invoice: null, payload };
  }
  return null;
}

/**
 * A Stripe webhook in our words, or null for a type we do not follow (answered 200 and dropped).
 * The signature is checked over the exact bytes received, within the SDK's five-minute tolerance,
 * so a forged, altered or replayed-late request throws StripeSignatureError.
 */
export function parseStripeWebhook(
  stripe: Stripe,
  rawBody: Buffer | string,
  signature: string | undefined,
  secret: string,
): PaymentEventInput | null {
  if (!signature) throw new StripeSignatureError('missing Stripe-Signature header');
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch (error) {
    throw new StripeSignatureError(error instanceof Error ? error.message : String(error));
  }
  return toPaymentEvent(event);
}
