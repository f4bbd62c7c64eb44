import { bill } from './stripe-stand-in-invoices.ts';
import { missing, StandInError, type StandInStore, type StripeObject } from './stripe-stand-in-store.ts';

/** The stand-in's subscriptions: one monthly item, the current period on the item (API ≥ 2025-03). */

type Item = { current_period_start: number; current_period_end: number };

const addMonth = (seconds: number) => {
  const date = new Date(seconds * 1000);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
};

const itemOf = (subscription: StripeObject) => {
  const item = (subscription.items as { data: Item[] }).data[0];
  if (!item) throw new Error(`${subscription.id} has no item`);
  return item;
};

export function createSubscription(store: StandInStore, params: Record<string, unknown>, productId: string) {
  const customer = store.get(params.customer, 'customer');
  if (params.payment_behavior !== 'allow_incomplete')
    throw new StandInError(400, {
      type: 'invalid_request_error',
      message: 'the stand-in speaks allow_incomplete only',
    });
  const fallback = (customer.invoice_settings as { default_payment_method: string | null })
    .default_payment_method;
  const method = store.paymentMethod(params.default_payment_method ?? fallback, customer.id);
  const priceData = (params.items as { price_data: Record<string, string> }[] | undefined)?.[0]?.price_data;
  if (priceData?.product !== productId) throw missing(String(priceData?.product));
  const now = store.now();
  const trialEnd = params.trial_end ? Number(params.trial_end) : null;
  const period: [number, number] = [now, trialEnd ?? addMonth(now)];
  const price = {
    id: store.newId('price'),
    object: 'price',
    currency: priceData.currency,
    product: priceData.product,
    unit_amount: Number(priceData.unit_amount),
    recurring: priceData.recurring,
  };
  const item = {
    id: store.newId('si'),
    object: 'subscription_item',
    price,
    quantity: 1,
    current_period_start: period[0],
    current_period_end: period[1],
  };
  const subscription = store.put({
    id: store.newId('sub'),
    object: 'subscription',
    customer: customer.id,
    status: trialEnd ? 'trialing' : 'active',
    cancel_at_period_end: false,
    canceled_at: null,
    ended_at: null,
    default_payment_method: method.id,
    items: { object: 'list', data: [item] },
    latest_invoice: null,
    metadata: params.metadata ?? {},
    start_date: now,
    trial_start: trialEnd ? now : null,
    trial_end: trialEnd,
    created: now,
  });
  if (!bill(store, subscription, method, period)) subscription.status = 'incomplete';
  return subscription;
}

export function updateSubscription(store: StandInStore, id: string, params: Record<string, unknown>) {
  const subscription = store.get(id, 'subscription');
  if (params.cancel_at_period_end !== undefined)
    subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
  if (params.default_payment_method)
    subscription.default_payment_method = store.get(params.default_payment_method, 'payment_method').id;
  return subscription;
}

/** DELETE /v1/subscriptions/:id: ends now. */
export function cancelSubscription(store: StandInStore, id: string) {
  const subscription = store.get(id, 'subscription');
  return Object.assign(subscription, { status: 'canceled', canceled_at: store.now(), ended_at: store.now() });
}

/** GET /v1/subscriptions?customer=: all but the canceled ones, as Stripe's default listing. */
export function listSubscriptions(store: StandInStore, query: Record<string, unknown>) {
  const data = [...store.objects.values()].filter(
    (object) =>
      object.object === 'subscription' && object.customer === query.customer && object.status !== 'canceled',
  );
  return { object: 'list', data: data.reverse(), has_more: false, url: '/v1/subscriptions' };
}

/** The next month begins: a renewal charged to the subscription's card. */
export function renewSubscription(store: StandInStore, id: string) {
  const subscription = store.get(id, 'subscription');
  const item = itemOf(subscription);
  const period: [number, number] = [item.current_period_end, addMonth(item.current_period_end)];
  Object.assign(item, { current_period_start: period[0], current_period_end: period[1] });
  subscription.status = 'active';
  const method = store.get(subscription.default_payment_method, 'payment_method');
  if (!bill(store, subscription, method, period)) subscription.status = 'past_due';
  return subscription;
}
