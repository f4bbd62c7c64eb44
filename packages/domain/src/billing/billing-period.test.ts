import { describe, expect, it } from 'vitest';
import { addTokyoMonths, tokyoInstant } from '../time/tokyo.ts';
import { latestBillingDate, paidPeriodEndsAt } from './billing-period.ts';

const started = (date: string, hours = 12) => ({
  subscriptionStartedAt: tokyoInstant(date, hours),
  subscriptionStartedRecurringAt: null,
});

describe('latest billing date (§9: start + 1 month − 1 day, Tokyo)', () => {
  it('ends the day before the same day next month', () => {
    expect(latestBillingDate(started('2026-11-23'))).toBe('2026-12-22');
    expect(latestBillingDate(started('2026-12-15'))).toBe('2027-01-14');
  });

  it('counts from the Tokyo date, not the UTC one', () => {
    // 00:30 on 1 March in Tokyo is still 28 February in UTC.
    expect(latestBillingDate(started('2027-03-01', 0))).toBe('2027-03-31');
  });

  it('ends before the last day of a shorter month, in leap years too', () => {
    expect(latestBillingDate(started('2027-01-31'))).toBe('2027-02-27');
    expect(latestBillingDate(started('2028-01-31'))).toBe('2028-02-28');
    expect(latestBillingDate(started('2028-02-29'))).toBe('2028-03-28');
    expect(latestBillingDate(started('2026-03-31'))).toBe('2026-04-29');
  });

  it('counts from the recurring start once the plan has renewed', () => {
    const facts = { ...started('2026-09-10'), subscriptionStartedRecurringAt: tokyoInstant('2026-11-10', 3) };
    expect(latestBillingDate(facts)).toBe('2026-12-09');
  });
});

describe('addTokyoMonths', () => {
  it('keeps the day, or takes the month’s last day when it lacks it', () => {
    expect(addTokyoMonths('2026-11-23', 1)).toBe('2026-12-23');
    expect(addTokyoMonths('2026-12-31', 2)).toBe('2027-02-28');
    expect(addTokyoMonths('2028-03-31', -1)).toBe('2028-02-29');
  });
});

describe('when a paid month runs out', () => {
  it('is the Tokyo midnight after the latest billing date', () => {
    expect(paidPeriodEndsAt(tokyoInstant('2026-11-23', 20)).toISOString()).toBe('2026-12-22T15:00:00.000Z');
    expect(paidPeriodEndsAt(tokyoInstant('2028-01-31', 9))).toEqual(tokyoInstant('2028-02-29', 0));
  });
});
