import { describe, expect, it } from 'vitest';
import { tokyoInstant } from '../time/tokyo.ts';
import { firstChargeAt } from './subscription-start.ts';

const approvedAt = tokyoInstant('2026-11-10', 9);
const inTrial = { type: 'trial' as const, approvedAt, trialDays: 14, spentFreeTrial: false };

describe('first charge of a new subscription', () => {
  it('falls after the remaining trial days when the guardian subscribes during the trial', () => {
    expect(firstChargeAt(inTrial, tokyoInstant('2026-11-20', 12))).toEqual(tokyoInstant('2026-11-24', 0));
  });

  it('is today once the trial is spent, over or never offered', () => {
    const now = tokyoInstant('2026-11-20', 12);
    expect(firstChargeAt({ ...inTrial, spentFreeTrial: true }, now)).toBeNull();
    expect(firstChargeAt({ ...inTrial, type: 'free' }, now)).toBeNull();
    expect(firstChargeAt(inTrial, tokyoInstant('2026-11-24', 0))).toBeNull();
    expect(firstChargeAt({ ...inTrial, approvedAt: null }, now)).toBeNull();
  });
});
