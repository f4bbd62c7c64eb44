import { expect } from 'vitest';
import { cookieValue, createGuardian, setCookies, testPassword } from './fixtures.ts';
import { mailsTo } from './outbox.ts';
import type { TestServer } from './test-server.ts';

/** The calls the password tests make against a running test server, as a browser makes them. */
export function passwordTestClient(server: TestServer, facilityId: string) {
  const post = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/users/${path}`, {
      method: 'POST',
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });

  return {
    post,
    newGuardian: async (status?: 'approved' | 'unverified' | 'withdrawn') =>
      (await createGuardian(server.database.db, { facilityId, status })).guardian,

    /** Signs in: the bearer header and the refresh token of the new session. */
    async signIn(email: string, password = testPassword) {
      const response = await post('login', { email, password });
      expect(response.status).toBe(200);
      const { accessToken } = (await response.json()) as { accessToken: string };
      const refresh = cookieValue(setCookies(response).get('refreshToken'));
      return { bearer: { authorization: `Bearer ${accessToken}` }, refresh };
    },
    refreshStatus: async (refresh: string) =>
      (await post('refreshToken', undefined, { cookie: `refreshToken=${refresh}` })).status,
    loginStatus: async (email: string, password: string) => (await post('login', { email, password })).status,

    /** The code of the latest mail to the address. */
    async mailedCode(email: string): Promise<string> {
      const mails = await mailsTo(server, email);
      const code = mails.at(-1)?.text.match(/認証コード: (\d{6})/)?.[1];
      if (!code) throw new Error(`no code mailed to ${email}`);
      return code;
    },
  };
}
