import { rateLimits } from '@hibi/db';
import { createTestDatabase, type TestDatabase } from '@hibi/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFacility, createGuardian, jsonOf, testPassword } from '#tests/support/fixtures.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';
import { rateLimitRepository } from './rate-limit.repository.ts';

describe('the rate_limits counters', () => {
  let testDb: TestDatabase;
  const start = new Date('2026-11-22T10:00:00Z');
  const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
  const counters = () => rateLimitRepository(testDb.handle.db);
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(() => testDb.drop());

  it('count within a fixed window and start afresh once it has passed', async () => {
    const hits = [];
    for (const second of [0, 10, 59]) hits.push(await counters().hit('k1', 60_000, at(second)));
    expect(hits.map((hit) => hit.hits)).toEqual([1, 2, 3]);
    expect(hits.every((hit) => hit.windowEndsAt.getTime() === at(60).getTime())).toBe(true);
    const next = await counters().hit('k1', 60_000, at(60));
    expect(next).toEqual({ key: 'k1', hits: 1, windowEndsAt: at(120) });
    expect((await counters().hit('k2', 60_000, at(60))).hits).toBe(1);
  });

  it('give each of many concurrent hits its own number', async () => {
    const hits = await Promise.all(Array.from({ length: 25 }, () => counters().hit('busy', 60_000, at(0))));
    expect(hits.map((hit) => hit.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
  });

  it('take a hit back only within its own window', async () => {
    const first = await counters().hit('refund', 60_000, at(0));
    await counters().hit('refund', 60_000, at(1));
    await counters().refund(first);
    expect((await counters().find('refund'))?.hits).toBe(1);
    await counters().hit('refund', 60_000, at(61));
    await counters().refund(first);
    expect((await counters().find('refund'))?.hits).toBe(1);
  });

  it('purge only windows that are over', async () => {
    await counters().hit('old', 1_000, at(0));
    await counters().hit('current', 600_000, at(0));
    await counters().purgeExpired(at(2));
    expect(await counters().find('old')).toBeUndefined();
    expect(await counters().find('current')).toBeDefined();
  });
});

describe('POST /api/users/login limits', () => {
  let server: TestServer;
  let clock = new Date();
  let facilityId: string;
  useTestServer(
    async (started) => {
      server = started.server;
      facilityId = (await createFacility(server.database.db)).id;
    },
    { now: () => clock },
  );

  const newEmail = async () => (await createGuardian(server.database.db, { facilityId })).guardian.email;
  const login = (email: string, password: string, client = '203.0.113.1', cookie?: string) =>
    fetch(`${server.url}/api/users/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': client,
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify({ email, password }),
    });

  it('answers 429 to the client that failed ten times for one address, even with the right password', async () => {
    const email = await newEmail();
    for (let i = 0; i < 10; i++) expect((await login(email, 'wrong-password-1')).status).toBe(401);
    const refused = await login(email.toUpperCase(), testPassword);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('900');
    expect(await refused.json()).toEqual({
      statusCode: 429,
      message:
        '短時間に多くのリクエストがあったため、受け付けを一時的に停止しています。15分ほど待ってから、もう一度お試しください。',
    });
    expect((await login(await newEmail(), testPassword)).status).toBe(200);

    clock = new Date(clock.getTime() + 15 * 60_000);
    expect((await login(email, testPassword)).status).toBe(200);
  });

  it('never locks the owner out: a guesser elsewhere is throttled, the owner signs in', async () => {
    const email = await newEmail();
    for (let i = 0; i < 10; i++) await login(email, 'wrong-password-1', '198.51.100.7');
    expect((await login(email, testPassword, '198.51.100.7')).status).toBe(429);
    const owner = await login(email, testPassword, '192.0.2.10');
    expect(owner.status).toBe(200);
    const device = owner.headers.getSetCookie().find((line) => line.startsWith('knownDevice='));
    // Many machines at one account: unknown browsers wait, the owner's own browser does not.
    for (let machine = 0; machine < 50; machine++)
      await login(email, 'wrong-password-1', `10.0.${machine}.1`);
    expect((await login(email, testPassword, '192.0.2.99')).status).toBe(429);
    expect((await login(email, testPassword, '192.0.2.99', device?.split(';')[0])).status).toBe(200);
  });

  it('never counts a successful sign-in', async () => {
    const email = await newEmail();
    for (let i = 0; i < 15; i++) expect((await login(email, testPassword)).status).toBe(200);
    expect((await login(email, 'wrong-password-1')).status).toBe(401);
  });

  it('keeps no address in clear in the table', async () => {
    const email = await newEmail();
    await login(email, 'wrong-password-1');
    const rows = await server.database.db.select().from(rateLimits);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.key.includes(email) || row.key.includes('127.0.0.1'))).toBe(false);
  });

  it('does not count a malformed request', async () => {
    const response = await login('not-an-address', 'x');
    expect(response.status).toBe(400);
    expect((await jsonOf(response)).message).toMatch(/^メールアドレス: /);
  });
});
