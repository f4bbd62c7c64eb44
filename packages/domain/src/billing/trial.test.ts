import { describe, expect, it } from 'vitest';
import { tokyoInstant } from '../time/tokyo.ts';
import { tokyoDaysElapsed, trialDaysRemaining, trialEndDate, trialEndsAt } from './trial.ts';

// Approved at 23:30 on 1 November in Tokyo (14:30 UTC, still the 1st in UTC too).
const approvedAt = tokyoInstant('2026-11-01', 23, 30);

describe('trial days', () => {
  it('counts Tokyo calendar days, not 24-hour periods', () => {
    expect(tokyoDaysElapsed(approvedAt, tokyoInstant('2026-11-02', 0, 10))).toBe(1);
    expect(tokyoDaysElapsed(approvedAt, tokyoInstant('2026-11-01', 23, 59))).toBe(0);
    // 15:30 UTC on the 1st is already the 2nd in Tokyo.
    expect(tokyoDaysElapsed(approvedAt, new Date('2026-11-01T15:30:00Z'))).toBe(1);
  });

  it('leaves the whole length on the approval day and one day on the last day', () => {
    expect(trialDaysRemaining({ approvedAt, trialDays: 14, now: approvedAt })).toBe(14);
    expect(trialDaysRemaining({ approvedAt, trialDays: 14, now: tokyoInstant('2026-11-14', 23, 59) })).toBe(
      1,
    );
    expect(trialDaysRemaining({ approvedAt, trialDays: 14, now: tokyoInstant('2026-11-15') })).toBe(0);
    expect(trialDaysRemaining({ approvedAt, trialDays: 14, now: tokyoInstant('2027-01-01') })).toBe(0);
  });

  it('never goes above the length for a clock before the approval', () => {
    expect(trialDaysRemaining({ approvedAt, trialDays: 7, now: tokyoInstant('2026-10-30') })).toBe(7);
  });

  it('ends on start + trial days − 1 day, across a month end', () => {
    expect(trialEndDate(approvedAt, 14)).toBe('2026-11-14');
    expect(trialEndDate(tokyoInstant('2026-11-20', 9), 14)).toBe('2026-12-03');
    expect(trialEndDate(tokyoInstant('2026-11-20', 9), 1)).toBe('2026-11-20');
  });
});

describe('when the trial runs out', () => {
  it('is the Tokyo midnight after its last day, when the first charge falls', () => {
    expect(trialEndsAt(approvedAt, 14)).toEqual(tokyoInstant('2026-11-15', 0));
    // A 14-day trial from 17 February 2028 (a leap year) ends with 1 March.
    expect(trialEndsAt(tokyoInstant('2028-02-17', 8), 14)).toEqual(tokyoInstant('2028-03-02', 0));
  });
});
