import type { NotificationPreferenceItem } from '@hibi/contract';
import { type SubscriptionStatus, subscriptions } from '@hibi/db';
import { describe, expect, it } from 'vitest';
import { testClock } from '#tests/support/clock.ts';
import { createGuardian, jsonOf, loginAs } from '#tests/support/fixtures.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';

let server: TestServer;
let facilityId: string;
const clock = testClock();
useTestServer((started) => ({ server, facilityId } = started), { now: clock.now });

/** A signed-in guardian of the given plan; `subscription` adds a subscription record. */
async function guardianWith(
  plan: {
    accountType?: 'free' | 'trial' | 'premium';
    subscription?: { status: SubscriptionStatus; endedAt?: Date };
  } = {},
) {
  const { db } = server.database;
  const { guardian } = await createGuardian(db, {
    facilityId,
    subscriptionType: plan.accountType ?? 'trial',
    approvedAt: clock.now(),
  });
  if (plan.subscription) {
    await db.insert(subscriptions).values({
      guardianId: guardian.id,
      subscriptionStartedAt: clock.daysAgo(40),
      unitPrice: 1480,
      provider: 'test',
      status: plan.subscription.status,
      endedAt: plan.subscription.endedAt ?? null,
    });
  }
  const { headers } = await loginAs(server.url, guardian.email);
  return { guardian, headers };
}

const list = async (headers: Record<string, string>) => {
  const response = await fetch(`${server.url}/api/users/notifications`, { headers });
  expect(response.status).toBe(200);
  return response.json();
};
const act = (headers: Record<string, string>, action: string, type: string) =>
  fetch(`${server.url}/api/users/notifications/${action}?type=${encodeURIComponent(type)}`, {
    method: 'POST',
    headers,
  });
const optoutOf = async (headers: Record<string, string>, type: string) =>
  ((await list(headers)) as NotificationPreferenceItem[]).find((item) => item.type === type)?.optout;

describe('GET /api/users/notifications', () => {
  it('lists every type; the paid-only one reads as opted out without a premium plan', async () => {
    const { headers } = await guardianWith();
    expect(await list(headers)).toEqual([
      { type: 'photo_delivery', optout: false },
      { type: 'photo_movie_release', optout: true },
      { type: 'news', optout: false },
    ]);
  });

  it('answers 401 without a token', async () => {
    const response = await fetch(`${server.url}/api/users/notifications`);
    expect(response.status).toBe(401);
    expect((await jsonOf(response)).message).toBe('ログインが必要です。');
  });
});

describe('POST /api/users/notifications/{action}?type=', () => {
  it('opts out and back in, answering the whole list', async () => {
    const { headers } = await guardianWith();
    const out = await act(headers, 'unsubscribe', 'photo_delivery');
    expect(out.status).toBe(200);
    expect(await out.json()).toContainEqual({ type: 'photo_delivery', optout: true });
    expect(await optoutOf(headers, 'photo_delivery')).toBe(true);
    expect(await optoutOf(headers, 'news')).toBe(false);

    expect((await act(headers, 'subscribe', 'photo_delivery')).status).toBe(200);
    expect(await optoutOf(headers, 'photo_delivery')).toBe(false);
  });

  it('refuses a non-premium guardian the paid-only type with 403, but lets them opt out', async () => {
    const { headers } = await guardianWith({ accountType: 'free' });
    const refused = await act(headers, 'subscribe', 'photo_movie_release');
    expect(refused.status).toBe(403);
    expect((await jsonOf(refused)).message).toBe(
      '「フォトムービー公開のお知らせ」は有料プランをご利用の方のみ受け取れます。プランをご確認ください。',
    );
    expect(await optoutOf(headers, 'photo_movie_release')).toBe(true);
    expect((await act(headers, 'unsubscribe', 'photo_movie_release')).status).toBe(200);
  });

  it.each([
    ['an active subscription', { subscription: { status: 'active' as const } }],
    ['a subscription being retried', { subscription: { status: 'past_due' as const } }],
    [
      'a canceled subscription with paid time left',
      { subscription: { status: 'canceled' as const, endedAt: clock.daysAgo(-3) } },
    ],
    ['a premium account', { accountType: 'premium' as const }],
  ])('treats %s as premium', async (_case, plan) => {
    const { headers } = await guardianWith(plan);
    expect(await optoutOf(headers, 'photo_movie_release')).toBe(false);
    expect((await act(headers, 'unsubscribe', 'photo_movie_release')).status).toBe(200);
    expect(await optoutOf(headers, 'photo_movie_release')).toBe(true);
    expect((await act(headers, 'subscribe', 'photo_movie_release')).status).toBe(200);
    expect(await optoutOf(headers, 'photo_movie_release')).toBe(false);
  });

  it.each([
    [
      'a canceled subscription whose time ran out',
      { status: 'canceled' as const, endedAt: clock.daysAgo(1) },
    ],
    ['a subscription whose payment never succeeded', { status: 'incomplete' as const }],
    ['an ended subscription', { status: 'ended' as const }],
  ])('does not treat %s as premium', async (_case, subscription) => {
    const { headers } = await guardianWith({ subscription });
    expect(await optoutOf(headers, 'photo_movie_release')).toBe(true);
    expect((await act(headers, 'subscribe', 'photo_movie_release')).status).toBe(403);
  });

  it.each([
    ['an unknown action', 'delete', 'news', '操作: 選択肢の中から指定してください。'],
    ['an unknown type', 'unsubscribe', 'daily_spam', '種類: 選択肢の中から指定してください。'],
    [
      'a hostile type',
      'unsubscribe',
      "news'; drop table guardians; --",
      '種類: 選択肢の中から指定してください。',
    ],
  ])('refuses %s with 400 in Japanese and changes nothing', async (_case, action, type, message) => {
    const { headers } = await guardianWith();
    const before = await list(headers);
    const response = await act(headers, action, type);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ statusCode: 400, message });
    expect(await list(headers)).toEqual(before);
  });

  it('refuses a missing type and a caller without a token', async () => {
    const { headers } = await guardianWith();
    const missing = await fetch(`${server.url}/api/users/notifications/unsubscribe`, {
      method: 'POST',
      headers,
    });
    expect(missing.status).toBe(400);
    expect((await jsonOf(missing)).message).toBe('種類: 選択肢の中から指定してください。');
    expect((await act({}, 'unsubscribe', 'news')).status).toBe(401);
  });
});
