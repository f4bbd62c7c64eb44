import { describe, expect, it } from 'vitest';
import { adminApi } from '#tests/support/admin-api.ts';
import { testClock } from '#tests/support/clock.ts';
import { cookieValue, createGuardian, loginAs, setCookies, testPassword } from '#tests/support/fixtures.ts';
import { createStaff } from '#tests/support/staff.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';
import { parallelRefreshGraceMs } from '../../../auth/token-families.ts';
import { createOperator } from '../../../cli/create-operator.ts';

const clock = testClock();
let server: TestServer;
let facilityId: string;
let staffEmail: string;
let guardianEmail: string;
useTestServer(
  async (started) => {
    server = started.server;
    facilityId = started.facilityId;
    const { db } = server.database;
    staffEmail = (await createStaff(db, { role: 'facility_staff', facilityId })).email;
    guardianEmail = (await createGuardian(db, { facilityId })).guardian.email;
  },
  { now: clock.now },
);

const post = (path: string, body?: unknown, cookie?: string) =>
  fetch(`${server.url}/api/admin/${path}`, {
    method: 'POST',
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });

async function signIn(email = staffEmail) {
  const response = await post('login', { email, password: testPassword });
  expect(response.status).toBe(200);
  const cookies = setCookies(response);
  const { accessToken } = (await response.json()) as { accessToken: string };
  return { accessToken, cookies, refresh: cookieValue(cookies.get('adminRefreshToken')) };
}

describe('staff sessions', () => {
  it('answers the access token as before and sets the console’s own refresh cookie', async () => {
    const { accessToken, cookies } = await signIn();
    expect(accessToken.split('.')).toHaveLength(3);
    expect(cookies.get('adminRefreshToken')).toMatch(
      /Max-Age=2592000; Path=\/api\/admin; HttpOnly; Secure; SameSite=Strict/,
    );
    expect(cookies.has('refreshToken')).toBe(false);
    const me = await adminApi(server.url, accessToken)('GET', '/me');
    expect(await me.json()).toEqual({
      staffId: expect.any(String),
      email: staffEmail,
      name: 'テスト運営',
      role: 'facility_staff',
      facilityId,
      facilityName: expect.stringMatching(/^テスト保育園/),
    });
  });

  it('rotates the refresh token, and a reused one ends the whole session', async () => {
    const first = await signIn();
    const renewed = await post('refreshToken', undefined, `adminRefreshToken=${first.refresh}`);
    expect(renewed.status).toBe(200);
    const second = cookieValue(setCookies(renewed).get('adminRefreshToken'));
    expect(second).not.toBe(first.refresh);
    clock.advance(parallelRefreshGraceMs + 1000);
    expect((await post('refreshToken', undefined, `adminRefreshToken=${first.refresh}`)).status).toBe(401);
    // The reuse revoked the family: the token that replaced it is dead too, and so is its access token.
    expect((await post('refreshToken', undefined, `adminRefreshToken=${second}`)).status).toBe(401);
    expect((await adminApi(server.url, first.accessToken)('GET', '/me')).status).toBe(401);
  });

  it('ends the session on logout, its access token included', async () => {
    const { refresh, accessToken } = await signIn();
    expect((await adminApi(server.url, accessToken)('GET', '/me')).status).toBe(200);
    expect((await post('logout', undefined, `adminRefreshToken=${refresh}`)).status).toBe(200);
    expect((await post('refreshToken', undefined, `adminRefreshToken=${refresh}`)).status).toBe(401);
    expect((await adminApi(server.url, accessToken)('GET', '/me')).status).toBe(401);
  });

  it('keeps guardians’ and staff sessions apart', async () => {
    const { accessToken: token } = await loginAs(server.url, guardianEmail);
    for (const path of ['/me', '/facilities', '/staff', '/inquiries', '/audit']) {
      expect((await adminApi(server.url, token)('GET', path)).status, path).toBe(401);
    }
    const guardianLogin = await fetch(`${server.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: guardianEmail, password: testPassword }),
    });
    const guardianRefresh = cookieValue(setCookies(guardianLogin).get('refreshToken'));
    expect((await post('refreshToken', undefined, `adminRefreshToken=${guardianRefresh}`)).status).toBe(401);
    const { refresh } = await signIn();
    const asGuardian = await fetch(`${server.url}/api/users/refreshToken`, {
      method: 'POST',
      headers: { cookie: `refreshToken=${refresh}` },
    });
    expect(asGuardian.status).toBe(401);
  });

  it('refuses a wrong password and unknown staff alike', async () => {
    const wrong = await post('login', { email: staffEmail, password: 'wrong-pass-1' });
    const unknown = await post('login', { email: 'nobody@hibi.example', password: testPassword });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(await wrong.json()).toEqual(await unknown.json());
  });
});

describe('create-operator', () => {
  it('creates an operator who can sign in, once per address', async () => {
    await createOperator(server.database, 'First-Operator@Hibi.example', 'opening-day-7');
    const response = await post('login', { email: 'first-operator@hibi.example', password: 'opening-day-7' });
    expect(response.status).toBe(200);
    await expect(
      createOperator(server.database, 'first-operator@hibi.example', 'another-pass-8'),
    ).rejects.toThrow('すでにスタッフとして登録されています');
    await expect(createOperator(server.database, 'weak@hibi.example', 'short')).rejects.toThrow('8文字以上');
  });
});
