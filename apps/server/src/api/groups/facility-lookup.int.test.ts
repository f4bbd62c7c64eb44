import { describe, expect, it } from 'vitest';
import { createFacility, jsonOf } from '#tests/support/fixtures.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';

let server: TestServer;
let clock = new Date('2026-11-22T10:00:00Z');
useTestServer(
  (started) => {
    server = started.server;
  },
  { now: () => clock },
);

let client = 0;
/** Each call from its own client address unless told, so the rate limit stays out of the way. */
const lookup = (code: string, from = `198.51.100.${++client % 250}`) =>
  fetch(`${server.url}/api/groups/code/${encodeURIComponent(code)}`, {
    headers: { 'x-forwarded-for': from },
  });

describe('GET /api/groups/code/{code}', () => {
  it('answers the facility’s groupId and name, without signing in', async () => {
    const facility = await createFacility(server.database.db, { code: 'sakura-2', name: 'さくら保育園' });
    const response = await lookup('sakura-2');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ groupId: facility.id, name: 'さくら保育園' });
  });

  it('takes the code as families type it: spaces, capitals, full-width characters', async () => {
    const facility = await createFacility(server.database.db, { code: 'himawari-7', name: 'ひまわり園' });
    for (const typed of ['  HIMAWARI-7 ', 'ｈｉｍａｗａｒｉ－７', '\u3000Himawari-７\u3000']) {
      const response = await lookup(typed);
      expect(response.status, typed).toBe(200);
      expect(((await response.json()) as { groupId: string }).groupId).toBe(facility.id);
    }
  });

  it('answers 404 for a code no facility has', async () => {
    const response = await lookup('no-such-nursery');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      statusCode: 404,
      message: '施設コードが見つかりません。園からお知らせしたコードをご確認ください。',
    });
  });

  it('answers 400 in Japanese for what cannot be a code', async () => {
    for (const malformed of [' ', 'x'.repeat(65), 'ひなた', 'a b', 'a/b', '-hinata']) {
      const response = await lookup(malformed);
      expect(response.status, malformed).toBe(400);
      const body = await jsonOf(response);
      expect(body.statusCode).toBe(400);
      expect(body.message).toMatch(/^施設コード: /);
    }
  });

  it('limits wrong codes to 30 a minute per client; right ones are not counted', async () => {
    const from = '203.0.113.9';
    await createFacility(server.database.db, { code: 'kaede', name: 'かえで園' });
    for (let i = 0; i < 30; i++) expect((await lookup(`guess-${i}`, from)).status).toBe(404);
    const limited = await lookup('guess-31', from);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect((await jsonOf(limited)).message).toMatch(/受け付けを一時的に停止/);
    expect((await lookup('kaede')).status).toBe(200);
    clock = new Date(clock.getTime() + 61_000);
    expect((await lookup('kaede', from)).status).toBe(200);
    for (let i = 0; i < 40; i++) expect((await lookup('kaede', from)).status).toBe(200);
  });
});
