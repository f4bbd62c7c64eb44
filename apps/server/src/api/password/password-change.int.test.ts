import { describe, expect, it } from 'vitest';
import { jsonOf, testPassword } from '#tests/support/fixtures.ts';
import { passwordTestClient } from '#tests/support/password-client.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';

let server: TestServer;
let client: ReturnType<typeof passwordTestClient>;
useTestServer((started) => {
  server = started.server;
  client = passwordTestClient(server, started.facilityId);
});

/** A guardian signed in twice who asks, in the second session, for 'changed-it-42' giving `oldPassword`. */
async function changeInSecondSession(oldPassword: string) {
  const guardian = await client.newGuardian();
  const other = await client.signIn(guardian.email);
  const current = await client.signIn(guardian.email);
  const response = await client.post(
    'password/change',
    { oldPassword, newPassword: 'changed-it-42' },
    current.bearer,
  );
  return { guardian, other, current, response };
}

describe('POST /api/users/password/change', () => {
  it('changes the password and signs out the other sessions, not this one', async () => {
    const { guardian, other, current, response } = await changeInSecondSession(testPassword);
    expect(response.status).toBe(200);
    // The other session's access token stops at once, not when its five minutes run out.
    const userInfo = (bearer: Record<string, string>) =>
      fetch(`${server.url}/api/users/userInfo`, { headers: bearer }).then((answer) => answer.status);
    expect(await userInfo(other.bearer)).toBe(401);
    expect(await userInfo(current.bearer)).toBe(200);
    expect(await client.refreshStatus(other.refresh)).toBe(401);
    expect(await client.refreshStatus(current.refresh)).toBe(200);
    expect(await client.loginStatus(guardian.email, 'changed-it-42')).toBe(200);
    expect(await client.loginStatus(guardian.email, testPassword)).toBe(401);
  });

  it('refuses a wrong old password and changes nothing', async () => {
    const { guardian, other, response } = await changeInSecondSession('not-my-password-1');
    expect(response.status).toBe(400);
    expect((await jsonOf(response)).message).toMatch(/^パスワードの変更に失敗しました。/);
    expect(await client.refreshStatus(other.refresh)).toBe(200);
    expect(await client.loginStatus(guardian.email, testPassword)).toBe(200);
  });

  it('refuses the same password again, a weak one, and a caller without a token', async () => {
    const guardian = await client.newGuardian();
    const { bearer } = await client.signIn(guardian.email);
    const same = await client.post(
      'password/change',
      { oldPassword: testPassword, newPassword: testPassword },
      bearer,
    );
    expect(same.status).toBe(400);
    const weak = await client.post(
      'password/change',
      { oldPassword: testPassword, newPassword: 'abcdefgh' },
      bearer,
    );
    expect((await jsonOf(weak)).message).toMatch(/^新しいパスワード: /);
    const anonymous = await client.post('password/change', {
      oldPassword: testPassword,
      newPassword: 'changed-it-42',
    });
    expect(anonymous.status).toBe(401);
    expect(await client.loginStatus(guardian.email, testPassword)).toBe(200);
  });
});
