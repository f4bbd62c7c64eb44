import { describe, expect, it } from 'vitest';
import { testClock } from '#tests/support/clock.ts';
import { cookieValue, createGuardian, jsonOf, setCookies, testPassword } from '#tests/support/fixtures.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';
import { parallelRefreshGraceMs } from '../../auth/token-families.ts';

const clock = testClock();
let server: TestServer;
let email: string;
useTestServer(
  async (started) => {
    server = started.server;
    email = (await createGuardian(server.database.db, { facilityId: started.facilityId })).guardian.email;
  },
  { now: clock.now },
);

/** userInfo with an access token: whether the API still takes it. */
const userInfoStatus = async (accessToken: string) =>
  (await fetch(`${server.url}/api/users/userInfo`, { headers: { authorization: `Bearer ${accessToken}` } }))
    .status;

const post = (path: string, body?: unknown, cookie?: string) =>
  fetch(`${server.url}/api/users/${path}`, {
    method: 'POST',
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });

async function login() {
  const response = await post('login', { email: email.toUpperCase(), password: testPassword });
  expect(response.status).toBe(200);
  const cookies = setCookies(response);
  return {
    body: (await response.json()) as { accessToken: string },
    cookies,
    refresh: cookieValue(cookies.get('refreshToken')),
  };
}

describe('POST /api/users/login', () => {
  it('answers an access token and sets the three cookies of the specification', async () => {
    const { body, cookies } = await login();
    expect(body.accessToken.split('.')).toHaveLength(3);
    expect(cookies.get('refreshToken')).toMatch(
      /Max-Age=2592000; Path=\/api\/users; HttpOnly; Secure; SameSite=Strict/,
    );
    expect(cookies.get('accessToken')).toMatch(/Max-Age=300; Path=\/; Secure; SameSite=Strict/);
    expect(cookies.get('accessToken')).not.toContain('HttpOnly');
    expect(cookies.get('isAuthorized')).toMatch(/^isAuthorized=true; Max-Age=2592000/);
  });

  it('refuses a wrong password and an unknown address with the same answer', async () => {
    const wrong = await post('login', { email, password: 'wrong-password-1' });
    const unknown = await post('login', { email: 'nobody@example.jp', password: testPassword });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it('names the field of a malformed request in Japanese', async () => {
    const response = await post('login', { email: 'not-an-address', password: 'x' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: 400,
      message: 'メールアドレス: メールアドレスの形式が正しくありません。',
    });
    const hostile = await fetch(`${server.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": [',
    });
    expect(hostile.status).toBe(400);
    expect((await jsonOf(hostile)).message).toMatch(/[ぁ-ん]/);
  });
});

describe('POST /api/users/refreshToken', () => {
  it('rotates the refresh token and answers a new access token', async () => {
    const first = await login();
    const response = await post('refreshToken', undefined, `refreshToken=${first.refresh}`);
    expect(response.status).toBe(200);
    expect((await jsonOf(response)).accessToken).toBeTruthy();
    expect(cookieValue(setCookies(response).get('refreshToken'))).not.toBe(first.refresh);
  });

  it('revokes the whole family when a used token comes back', async () => {
    const first = await login();
    const second = await post('refreshToken', undefined, `refreshToken=${first.refresh}`);
    const rotated = cookieValue(setCookies(second).get('refreshToken'));
    clock.advance(parallelRefreshGraceMs + 1000);
    const replay = await post('refreshToken', undefined, `refreshToken=${first.refresh}`);
    expect(replay.status).toBe(401);
    expect(setCookies(replay).get('isAuthorized')).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await post('refreshToken', undefined, `refreshToken=${rotated}`)).status).toBe(401);
    // The access tokens of the ended session stop working at once, not when they expire.
    expect(await userInfoStatus(first.body.accessToken)).toBe(401);
  });

  it('keeps the session when two tabs refresh with the same token at once', async () => {
    const { refresh } = await login();
    const answers = await Promise.all(
      [1, 2].map(() => post('refreshToken', undefined, `refreshToken=${refresh}`)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    for (const answer of answers) {
      const { accessToken } = (await answer.json()) as { accessToken: string };
      expect(await userInfoStatus(accessToken)).toBe(200);
      const next = cookieValue(setCookies(answer).get('refreshToken'));
      expect((await post('refreshToken', undefined, `refreshToken=${next}`)).status).toBe(200);
    }
  });

  it('answers 401 without a cookie', async () => {
    const response = await post('refreshToken');
    expect(response.status).toBe(401);
    expect((await jsonOf(response)).statusCode).toBe(401);
  });
});

describe('POST /api/users/logout', () => {
  it('ends the session so neither its refresh token nor its access token works any more', async () => {
    const { refresh, body } = await login();
    expect(await userInfoStatus(body.accessToken)).toBe(200);
    expect((await post('logout', undefined, `refreshToken=${refresh}`)).status).toBe(200);
    expect((await post('refreshToken', undefined, `refreshToken=${refresh}`)).status).toBe(401);
    expect(await userInfoStatus(body.accessToken)).toBe(401);
  });

  it("has the browser drop its HTTP cache (signed media responses), not the site's storage", async () => {
    const { refresh } = await login();
    const response = await post('logout', undefined, `refreshToken=${refresh}`);
    expect(response.headers.get('clear-site-data')).toBe('"cache"');
    // Signed out twice, or without a session: the browser's cache goes all the same.
    expect((await post('logout')).headers.get('clear-site-data')).toBe('"cache"');
  });
});
