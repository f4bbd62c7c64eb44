import { tokyoInstant } from '@hibi/domain';
import { describe, expect, it } from 'vitest';
import { featuresPlanOf, planNames, trialStatus } from './plan-summary.ts';

// Approved at 09:00 on 10 November in Tokyo.
const approvedAt = tokyoInstant('2026-11-10', 9).toISOString();

describe('trial status', () => {
  it("counts the facility's trial days from the approval day", () => {
    expect(trialStatus(approvedAt, { freeTrialDays: 14 }, tokyoInstant('2026-11-10', 20))).toEqual({
      daysLeft: 14,
      lastDay: '2026/11/23',
      lastDate: '2026-11-23',
    });
    expect(trialStatus(approvedAt, { freeTrialDays: 14 }, tokyoInstant('2026-11-23', 23))).toEqual({
      daysLeft: 1,
      lastDay: '2026/11/23',
      lastDate: '2026-11-23',
    });
    expect(trialStatus(approvedAt, { freeTrialDays: 30 }, tokyoInstant('2026-11-11'))).toEqual({
      daysLeft: 29,
      lastDay: '2026/12/09',
      lastDate: '2026-12-09',
    });
  });

  it('uses the default 14 days without a facility, and 0 once it is over', () => {
    expect(trialStatus(approvedAt, null, tokyoInstant('2026-11-12'))?.daysLeft).toBe(12);
    expect(trialStatus(approvedAt, null, tokyoInstant('2026-11-24'))?.daysLeft).toBe(0);
  });

  it('is nothing before approval', () => {
    expect(trialStatus(null, { freeTrialDays: 14 }, new Date())).toBeNull();
  });
});

describe('plan names and features', () => {
  it('names the three plans in Japanese', () => {
    expect(planNames).toEqual({ free: '無料プラン', trial: '無料体験中', premium: '有料プラン' });
  });

  it('describes a trial with the paid plan', () => {
    expect(featuresPlanOf('free')).toBe('free');
    expect(featuresPlanOf('trial')).toBe('premium');
    expect(featuresPlanOf('premium')).toBe('premium');
  });
});
