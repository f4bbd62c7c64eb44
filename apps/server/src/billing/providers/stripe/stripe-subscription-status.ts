import type Stripe from 'stripe';
import type { ProviderSubscription } from '../payment-provider.ts';
import { fromUnix } from './stripe-invoices.ts';

/**
 * Stripe's status in ours. A trial is active (premium from the start); leaving at the period end
 * is 'canceled' while the paid month runs; 'paused' (a trial ended without a card) pays nothing,
 * like past_due.
 */
export function statusOf(subscription: Stripe.Subscription): ProviderSubscription['status'] {
  switch (subscription.status) {
    case 'trialing':
    case 'active':
      return subscription.cancel_at_period_end ? 'canceled' : 'active';
    case 'past_due':
    case 'unpaid':
    case 'paused':
      return 'past_due';
    case 'incomplete':
      return 'incomplete';
    default:
      // incomplete_expired, canceled, and any status a later API version adds: nothing to charge.
      return 'ended';
  }
}

/**
 * The current period. Since API 2025-03 it lives on each item (ours have one); a subscription
 * read under an older version still has it at the top.
 */
function periodOf(subscription: Stripe.Subscription) {
  const item = subscription.items.data[0];
  const legacy = subscription as { current_period_start?: number; current_period_end?: number };
  const start = item?.current_period_start ?? legacy.current_period_start ?? subscription.start_date;
  const end = item?.current_period_end ?? legacy.current_period_end ?? start;
  return { start: fromUnix(start), end: fromUnix(end) };
}

export function toProviderSubscription(
  subscription: Stripe.Subscription,
  paymentClientSecret: string | null,
): ProviderSubscription {
  const period = periodOf(subscription);
  const customer = subscription.customer;
  return {
    id: subscription.id,
    customerId: typeof customer === 'string' ? customer : customer.id,
    status: statusOf(subscription),
    currentPeriodStart: period.start,
    currentPeriodEnd: period.end,
    trialEnd: subscription.trial_end === null ? null : fromUnix(subscription.trial_end),
    paymentClientSecret,
  };
}
