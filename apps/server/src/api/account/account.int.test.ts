import { randomUUID } from 'node:crypto';
import { subscriptions } from '@hibi/db';
import { describe, expect, it } from 'vitest';
import { testClock } from '#tests/support/clock.ts';
import { getJson } from '#tests/support/deliver-media.ts';
import { createFacility, createGuardian } from '#tests/support/fixtures.ts';
import { insertSibling } from '#tests/support/sibling-rows.ts';
import { signedInFamily } from '#tests/support/signed-in-family.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';
import { notYours } from '../../auth/authenticate.ts';

const clock = testClock();
let server: TestServer;
let facility: Awaited<ReturnType<typeof createFacility>>;

useTestServer(
  async (started) => {
    server = started.server;
    facility = await createFacility(server.database.db, { freeTrialDays: 14, subscriptionUnitPrice: 980 });
  },
  { now: clock.now },
);

async function signedIn(options: Omit<Parameters<typeof createGuardian>[1], 'facilityId'> = {}) {
  const created = await signedInFamily(server, {
    facilityId: facility.id,
    approvedAt: clock.now(),
    ...options,
  });
  const get = <Body = Record<string, unknown>>(path: string) =>
    getJson<Body>(`${server.url}/api/${path}`, created.headers);
  return { ...created, get };
}

describe('GET /api/users/userInfo', () => {
  it('answers the account with its plan', async () => {
    const me = await signedIn();
    const { status, body } = await me.get('users/userInfo');
    expect(status).toBe(200);
    expect(body).toEqual({
      email: me.guardian.email,
      status: 'approved',
      userId: me.guardian.id,
      userUid: me.guardian.userUid,
      subscriptionType: 'trial',
      approvedAt: me.guardian.approvedAt?.toISOString(),
    });
  });

  it('reads a trial whose 14 days have run out as free', async () => {
    const me = await signedIn({ approvedAt: clock.daysAgo(20) });
    expect((await me.get('users/userInfo')).body.subscriptionType).toBe('free');
  });

  it('reads premium while a subscription is current, and not after a cancel has ended', async () => {
    const me = await signedIn({ subscriptionType: 'free' });
    const base = { guardianId: me.guardian.id, unitPrice: 980, provider: 'test' as const };
    await server.database.db.insert(subscriptions).values({
      ...base,
      subscriptionStartedAt: clock.daysAgo(40),
      status: 'canceled',
      endedAt: clock.daysAgo(-1),
    });
    expect((await me.get('users/userInfo')).body.subscriptionType).toBe('premium');
    await server.database.db.insert(subscriptions).values({
      ...base,
      subscriptionStartedAt: clock.now(),
      status: 'ended',
      endedAt: new Date(clock.now().getTime() - 1000),
    });
    expect((await me.get('users/userInfo')).body.subscriptionType).toBe('free');
  });

  it('answers 401 without a token', async () => {
    expect((await fetch(`${server.url}/api/users/userInfo`)).status).toBe(401);
  });
});

describe('profile, children and group', () => {
  it('answers the own profile and children, the primary child first', async () => {
    const me = await signedIn();
    const younger = await insertSibling(server.database.db, me, {
      facilityId: facility.id,
      position: 1,
      firstName: 'じろう',
      lastName: '日比',
      nickname: 'じろちゃん',
      birthday: '2024-01-05',
    });
    const profile = await me.get(`users/${me.guardian.id}/profile`);
    expect(profile.body).toEqual({ firstName: me.guardian.firstName, lastName: '日比' });
    const list = await me.get<Record<string, unknown>[]>(`users/${me.guardian.id}/children`);
    expect(list.body.map((child) => child.childId)).toEqual([me.child.id, younger.id]);
    expect(list.body[1]).toMatchObject({
      firstName: 'じろう',
      nickname: 'じろちゃん',
      birthday: '2024-01-05',
      groupId: facility.id,
      spendFreeTrial: false,
      approvedAt: null,
    });
  });

  it("answers the child's facility with its price and trial", async () => {
    const me = await signedIn();
    expect((await me.get(`groups/children/${me.child.id}`)).body).toEqual({
      groupId: facility.id,
      name: facility.name,
      subscriptionUnitPrice: 980,
      hasFreeTrial: true,
      freeTrialDays: 14,
    });
  });

  it("refuses another guardian's user and child with the same 403, and an unknown child too", async () => {
    const me = await signedIn();
    const other = await createGuardian(server.database.db, { facilityId: facility.id });
    for (const path of [
      `users/${other.guardian.id}/profile`,
      `users/${other.guardian.id}/children`,
      `groups/children/${other.child.id}`,
      `groups/children/${randomUUID()}`,
    ]) {
      expect(await me.get(path), path).toEqual({ status: 403, body: { statusCode: 403, message: notYours } });
    }
  });

  it('answers 400 in Japanese for a malformed id', async () => {
    const me = await signedIn();
    const { status, body } = await me.get('users/not-a-uuid/profile');
    expect(status).toBe(400);
    expect(body.message).toMatch(/^ユーザー: /);
  });
});

describe('PUT /api/users/{userId}/profile', () => {
  const put = (me: Awaited<ReturnType<typeof signedIn>>, userId: string, body: unknown) =>
    fetch(`${server.url}/api/users/${userId}/profile`, {
      method: 'PUT',
      headers: { ...me.headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it("sets the guardian's own name, trimmed, and the profile answers it", async () => {
    const me = await signedIn();
    const answer = await put(me, me.guardian.id, { lastName: ' 佐藤 ', firstName: 'ふみ' });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ lastName: '佐藤', firstName: 'ふみ' });
    expect((await me.get(`users/${me.guardian.id}/profile`)).body).toEqual({
      lastName: '佐藤',
      firstName: 'ふみ',
    });
  });

  it("refuses an empty name in Japanese, and another guardian's profile", async () => {
    const me = await signedIn();
    const empty = await put(me, me.guardian.id, { lastName: '', firstName: 'ふみ' });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { message: string }).message).toMatch(/[ぁ-んァ-ン一-龥]/);
    const other = await signedIn();
    expect((await put(me, other.guardian.id, { lastName: '佐藤', firstName: 'ふみ' })).status).toBe(403);
    expect((await other.get(`users/${other.guardian.id}/profile`)).body).toEqual({
      lastName: other.guardian.lastName,
      firstName: other.guardian.firstName,
    });
  });
});
