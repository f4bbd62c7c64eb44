import { describe, expect, it } from 'vitest';
import { tokyoInstant } from '../time/tokyo.ts';
import {
  effectiveSubscriptionType,
  isSubscriptionBilling,
  isSubscriptionCurrent,
  type PlanFacts,
} from './subscription-type.ts';

const now = tokyoInstant('2026-11-20', 12);
const trial: PlanFacts = {
  accountType: 'trial',
  approvedAt: tokyoInstant('2026-11-10', 9),
  trialDays: 14,
  hasFreeTrial: true,
  subscription: null,
};

describe('current subscription', () => {
  it('counts active and past_due, and a cancel until its paid month ends', () => {
    expect(isSubscriptionCurrent({ status: 'active', endedAt: null }, now)).toBe(true);
    expect(isSubscriptionCurrent({ status: 'past_due', endedAt: null }, now)).toBe(true);
    expect(isSubscriptionCurrent({ status: 'canceled', endedAt: tokyoInstant('2026-11-21') }, now)).toBe(
      true,
    );
    expect(isSubscriptionCurrent({ status: 'canceled', endedAt: tokyoInstant('2026-11-19') }, now)).toBe(
      false,
    );
    expect(isSubscriptionCurrent({ status: 'canceled', endedAt: null }, now)).toBe(false);
    expect(isSubscriptionCurrent({ status: 'incomplete', endedAt: null }, now)).toBe(false);
    expect(isSubscriptionCurrent({ status: 'ended', endedAt: null }, now)).toBe(false);
    expect(isSubscriptionCurrent(null, now)).toBe(false);
  });

  it('is billed month by month while active or past_due, not once cancelled', () => {
    expect(isSubscriptionBilling({ status: 'active', endedAt: null })).toBe(true);
    expect(isSubscriptionBilling({ status: 'past_due', endedAt: null })).toBe(true);
    expect(isSubscriptionBilling({ status: 'canceled', endedAt: tokyoInstant('2026-11-21') })).toBe(false);
    expect(isSubscriptionBilling({ status: 'incomplete', endedAt: null })).toBe(false);
    expect(isSubscriptionBilling(undefined)).toBe(false);
  });
});

describe('effective subscription type', () => {
  it('is premium with a current subscription, whatever the account says', () => {
    const subscription = { status: 'active', endedAt: null } as const;
    expect(effectiveSubscriptionType({ ...trial, accountType: 'free', subscription }, now)).toBe('premium');
  });

  it("is the account's own type otherwise", () => {
    expect(effectiveSubscriptionType(trial, now)).toBe('trial');
    expect(effectiveSubscriptionType({ ...trial, accountType: 'free' }, now)).toBe('free');
    const ended = { status: 'ended', endedAt: tokyoInstant('2026-11-01') } as const;
    expect(effectiveSubscriptionType({ ...trial, accountType: 'premium', subscription: ended }, now)).toBe(
      'premium',
    );
  });

  it('reads a trial whose days have run out as free', () => {
    // Approved on the 10th with 14 days: the 23rd is the last trial day.
    expect(effectiveSubscriptionType(trial, tokyoInstant('2026-11-23', 23))).toBe('trial');
    expect(effectiveSubscriptionType(trial, tokyoInstant('2026-11-24'))).toBe('free');
    expect(effectiveSubscriptionType({ ...trial, trialDays: 3 }, now)).toBe('free');
  });

  it('uses 14 days when the facility is unknown and none when it offers no trial', () => {
    const unknown = { ...trial, trialDays: null };
    expect(effectiveSubscriptionType(unknown, tokyoInstant('2026-11-23'))).toBe('trial');
    expect(effectiveSubscriptionType(unknown, tokyoInstant('2026-11-24'))).toBe('free');
    expect(effectiveSubscriptionType({ ...trial, hasFreeTrial: false }, now)).toBe('free');
  });

  it('keeps a trial that has not started (no approval yet) whole', () => {
    expect(effectiveSubscriptionType({ ...trial, approvedAt: null }, now)).toBe('trial');
  });
});
