import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { statusOf, toProviderSubscription } from './stripe-subscription-status.ts';

const subscription = (fields: Record<string, unknown>) =>
  ({
    id: 'sub_1',
    customer: 'cus_1',
    status: 'active',
    cancel_at_period_end: false,
    start_date: 1_700_000_000,
    trial_end: null,
    items: { data: [{ current_period_start: 1_800_000_000, current_period_end: 1_802_592_000 }] },
    ...fields,
  }) as unknown as Stripe.Subscription;

describe("Stripe's subscription in ours", () => {
  it.each([
    ['trialing', false, 'active'],
    ['active', false, 'active'],
    ['trialing', true, 'canceled'],
    ['active', true, 'canceled'],
    ['past_due', false, 'past_due'],
    ['unpaid', false, 'past_due'],
    ['paused', false, 'past_due'],
    ['incomplete', false, 'incomplete'],
    ['incomplete_expired', false, 'ended'],
    ['canceled', true, 'ended'],
  ])('%s (cancel at period end: %s) is %s', (status, cancelAtPeriodEnd, ours) => {
    expect(statusOf(subscription({ status, cancel_at_period_end: cancelAtPeriodEnd }))).toBe(ours);
  });

  it('takes the period from the item, or from the top under API versions before 2025-03', () => {
    expect(toProviderSubscription(subscription({ trial_end: 1_802_592_000 }), null)).toEqual({
      id: 'sub_1',
      customerId: 'cus_1',
      status: 'active',
      currentPeriodStart: new Date(1_800_000_000_000),
      currentPeriodEnd: new Date(1_802_592_000_000),
      trialEnd: new Date(1_802_592_000_000),
      paymentClientSecret: null,
    });
    const legacy = subscription({ items: { data: [{}] }, current_period_start: 1, current_period_end: 2 });
    expect(toProviderSubscription(legacy, 'pi_secret')).toMatchObject({
      currentPeriodStart: new Date(1000),
      currentPeriodEnd: new Date(2000),
      paymentClientSecret: 'pi_secret',
    });
  });
});
