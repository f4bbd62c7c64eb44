import { describe, expect, it } from 'vitest';
import { planAtApproval } from './approval.ts';

const offer = { hasFreeTrial: true, freeTrialDays: 14 };

describe('plan at approval', () => {
  it('starts the free trial of a free account, with the facility’s length', () => {
    expect(planAtApproval('free', offer)).toEqual({ accountType: 'trial', trialDays: 14 });
  });

  it('starts no announced trial where the facility offers none or is unknown', () => {
    expect(planAtApproval('free', { ...offer, hasFreeTrial: false })).toEqual({
      accountType: 'trial',
      trialDays: null,
    });
    expect(planAtApproval('free', undefined)).toEqual({ accountType: 'trial', trialDays: null });
  });

  it('keeps the plan of an account that already has one', () => {
    expect(planAtApproval('premium', offer)).toEqual({ accountType: 'premium', trialDays: null });
    expect(planAtApproval('trial', offer)).toEqual({ accountType: 'trial', trialDays: null });
  });
});
