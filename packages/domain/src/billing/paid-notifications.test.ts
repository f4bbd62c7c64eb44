import { describe, expect, it } from 'vitest';
import { tokyoInstant } from '../time/tokyo.ts';
import { receivesPaidNotifications } from './paid-notifications.ts';

const now = tokyoInstant('2026-11-20', 12);

describe('paid-only notifications', () => {
  it('go to a premium account, with or without a subscription record', () => {
    expect(receivesPaidNotifications({ accountType: 'premium', subscription: null }, now)).toBe(true);
  });

  it('go to a free or trial account only while its subscription is current', () => {
    const active = { status: 'active', endedAt: null } as const;
    const canceledLater = { status: 'canceled', endedAt: tokyoInstant('2026-11-21') } as const;
    const canceledBefore = { status: 'canceled', endedAt: tokyoInstant('2026-11-19') } as const;
    expect(receivesPaidNotifications({ accountType: 'free', subscription: active }, now)).toBe(true);
    expect(receivesPaidNotifications({ accountType: 'trial', subscription: canceledLater }, now)).toBe(true);
    expect(receivesPaidNotifications({ accountType: 'free', subscription: canceledBefore }, now)).toBe(false);
    expect(receivesPaidNotifications({ accountType: 'trial', subscription: null }, now)).toBe(false);
  });
});
