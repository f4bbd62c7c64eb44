import type { SubscriptionRecord } from '@hibi/contract';
import { describe, expect, it } from 'vitest';
import { isLeaving, nextBillingDate, paidUntil, subscriptionTrial } from './plan-dates';

// Tokyo midnights as UTC instants: 2026-12-01 00:00 JST is 2026-11-30T15:00Z.
const record = (fields: Partial<SubscriptionRecord>): SubscriptionRecord => ({
  id: '00000000-0000-4000-8000-000000000001',
  subscriptionStartedAt: '2026-11-23T03:00:00.000Z',
  subscriptionStartedRecurringAt: null,
  unitPrice: 1480,
  status: 'active',
  trialEndsAt: null,
  currentPeriodEndsAt: null,
  endedAt: null,
  ...fields,
});
const now = new Date('2026-11-23T05:00:00.000Z');

describe('the plan screen dates', () => {
  it('charges next on the day after the trial while the trial runs', () => {
    const inTrial = record({ trialEndsAt: '2026-11-30T15:00:00.000Z' });
    expect(nextBillingDate(inTrial, now)).toBe('2026/12/01');
    expect(subscriptionTrial(inTrial, now)).toEqual({
      daysLeft: 8,
      lastDay: '2026/11/30',
      lastDate: '2026-11-30',
    });
    expect(paidUntil(inTrial, now)).toBe('2026/11/30');
  });

  it('charges next on the day after the latest billing date (start + 1 month − 1 day)', () => {
    const paid = record({});
    expect(subscriptionTrial(paid, now)).toBeNull();
    expect(nextBillingDate(paid, now)).toBe('2026/12/23');
    expect(paidUntil(paid, now)).toBe('2026/12/22');
    const renewed = record({ subscriptionStartedRecurringAt: '2027-01-30T15:00:00.000Z' });
    expect(nextBillingDate(renewed, new Date('2027-02-02T00:00:00.000Z'))).toBe('2027/02/28');
  });

  it('after leaving: no next charge, and the paid plan runs to the day before it ends', () => {
    const left = record({ status: 'canceled', endedAt: '2026-12-22T15:00:00.000Z' });
    expect(isLeaving(left)).toBe(true);
    expect(nextBillingDate(left, now)).toBeNull();
    expect(paidUntil(left, now)).toBe('2026/12/22');
    expect(isLeaving(record({}))).toBe(false);
    expect(isLeaving(null)).toBe(false);
  });
});
