import type { ChargeOutcome } from './stripe-stand-in-cards.ts';
import type { StandInStore, StripeObject } from './stripe-stand-in-store.ts';

/**
 * The stand-in's invoices and PaymentIntents, in the shapes of API 2026-10-28: the subscription
 * under invoice.parent, the PaymentIntent under invoice.payments (left out unless expanded).
 */

function charge(store: StandInStore, outcome: ChargeOutcome, amount: number, customer: unknown) {
  const id = store.newId('pi');
  const declined = typeof outcome === 'object' ? outcome : null;
  const status = { succeeds: 'succeeded', authenticate: 'requires_action' };
  return store.put({
    id,
    object: 'payment_intent',
    amount,
    currency: 'jpy',
    customer,
    client_secret: `${id}_secret_standin`,
    status: declined ? 'requires_payment_method' : status[outcome as keyof typeof status],
    last_payment_error: declined && {
      type: 'card_error',
      code: 'card_declined',
      decline_code: declined.declineCode,
      message: 'Your card was declined.',
    },
    created: store.now(),
  });
}

/** An invoice of the subscription for the period, charged at once to the card; true when paid. */
export function bill(
  store: StandInStore,
  subscription: StripeObject,
  method: StripeObject,
  period: [number, number],
): boolean {
  const price = (subscription.items as { data: { price: { unit_amount: number } }[] }).data[0]?.price;
  const amount = subscription.status === 'trialing' ? 0 : (price?.unit_amount ?? 0);
  const outcome = store.outcomes.get(method.id) ?? 'succeeds';
  const intent = amount > 0 ? charge(store, outcome, amount, subscription.customer) : null;
  const paid = !intent || intent.status === 'succeeded';
  const now = store.now();
  const invoice = store.put({
    id: store.newId('in'),
    object: 'invoice',
    customer: subscription.customer,
    status: paid ? 'paid' : 'open',
    currency: 'jpy',
    amount_due: amount,
    amount_paid: paid ? amount : 0,
    attempt_count: intent ? 1 : 0,
    created: now,
    // As Stripe's: a subscription invoice's own period is not the one it bills (the line's is).
    period_start: now,
    period_end: now,
    lines: {
      object: 'list',
      data: [
        { id: store.newId('il'), object: 'line_item', amount, period: { start: period[0], end: period[1] } },
      ],
    },
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
    },
    status_transitions: { finalized_at: now, paid_at: paid ? now : null, marked_uncollectible_at: null },
  });
  const payment = intent && {
    id: store.newId('inpay'),
    object: 'invoice_payment',
    invoice: invoice.id,
    payment: { type: 'payment_intent', payment_intent: intent.id },
    status: paid ? 'paid' : 'open',
  };
  const payments = {
    object: 'list',
    data: payment ? [payment] : [],
    has_more: false,
    url: '/v1/invoice_payments',
  };
  store.includables.set(invoice.id, { payments });
  subscription.latest_invoice = invoice.id;
  return paid;
}

/** GET /v1/invoices?subscription=: newest first. */
export function listInvoices(store: StandInStore, query: Record<string, unknown>) {
  const invoices = [...store.objects.values()].filter(
    (object) =>
      object.object === 'invoice' &&
      (object.parent as { subscription_details: { subscription: string } }).subscription_details
        .subscription === query.subscription,
  );
  const limit = Number(query.limit ?? 10);
  return {
    object: 'list',
    data: invoices.reverse().slice(0, limit),
    has_more: invoices.length > limit,
    url: '/v1/invoices',
  };
}

/**
 * What Stripe.js does when the guardian answers 3-D Secure for a first charge: approved, the
 * invoice is paid and the subscription active; abandoned, the PaymentIntent wants another card.
 */
export function authenticatePayment(store: StandInStore, clientSecret: string, approve: boolean) {
  const intent = store.get(clientSecret.slice(0, clientSecret.indexOf('_secret_')), 'payment_intent');
  if (intent.status !== 'requires_action') throw new Error(`${intent.id} is not waiting for authentication`);
  const invoice = [...store.objects.values()].find((object) => {
    const payments = store.includables.get(object.id)?.payments as {
      data: { payment: { payment_intent: string } }[];
    };
    return payments?.data.some((payment) => payment.payment.payment_intent === intent.id);
  });
  if (!invoice) throw new Error(`no invoice for ${intent.id}`);
  const subscriptionId = (invoice.parent as { subscription_details: { subscription: string } })
    .subscription_details.subscription;
  if (!approve) {
    const error = {
      type: 'card_error',
      code: 'payment_intent_authentication_failure',
      message: 'Authentication failed.',
    };
    return Object.assign(intent, { status: 'requires_payment_method', last_payment_error: error });
  }
  Object.assign(intent, { status: 'succeeded', last_payment_error: null });
  const now = store.now();
  Object.assign(invoice, {
    status: 'paid',
    amount_paid: invoice.amount_due,
    status_transitions: { ...(invoice.status_transitions as object), paid_at: now },
  });
  store.get(subscriptionId, 'subscription').status = 'active';
  return intent;
}
