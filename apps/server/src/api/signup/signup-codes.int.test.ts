import { eq, guardians } from '@hibi/db';
import { describe, expect, it } from 'vitest';
import { createFacility, createGuardian, jsonOf, loginAs } from '#tests/support/fixtures.ts';
import { mailsTo } from '#tests/support/outbox.ts';
import { newAddress, signupClient, signupPassword } from '#tests/support/signup-client.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';

let server: TestServer;
let api: ReturnType<typeof signupClient>;
let clock = new Date();
useTestServer(
  async (started) => {
    server = started.server;
    api = signupClient(server);
  },
  { now: () => clock },
);

const statusOf = async (email: string) =>
  (await server.database.db.select().from(guardians).where(eq(guardians.email, email)))[0]?.status;
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
const verificationFailed = '認証に失敗しました。認証コードを確認してください';

async function expectAnswer(response: Response, status: number, message: string | RegExp) {
  expect(response.status).toBe(status);
  const body = await jsonOf(response);
  expect(body.statusCode).toBe(status);
  expect(body.message).toMatch(message);
}

describe('POST /api/users/create/init', () => {
  it('refuses an address that already has an account, whatever its case', async () => {
    const facility = await createFacility(server.database.db);
    const { guardian } = await createGuardian(server.database.db, { facilityId: facility.id });
    const response = await api.init(guardian.email.toUpperCase());
    await expectAnswer(response, 409, 'このメールアドレスはすでに登録されています');
    expect(await mailsTo(server, guardian.email)).toHaveLength(0);
  });

  it('restarts an unconfirmed sign-up: new password, new code, the old code void', async () => {
    const email = newAddress();
    await api.init(email, 'first-password-1');
    const firstCode = await api.latestCode(email);
    expect((await api.init(email, 'second-password-2')).status).toBe(200);
    const secondCode = await api.latestCode(email);
    expect(await mailsTo(server, email)).toHaveLength(2);
    if (firstCode !== secondCode)
      await expectAnswer(await api.auth(email, firstCode), 400, verificationFailed);
    expect((await api.auth(email, secondCode)).status).toBe(200);
    await expect(loginAs(server.url, email, 'first-password-1')).rejects.toThrow();
    expect((await loginAs(server.url, email, 'second-password-2')).accessToken).toBeTruthy();
    await expectAnswer(await api.init(email), 409, 'このメールアドレスはすでに登録されています');
  });

  it('creates one account when the same address signs up twice at once', async () => {
    const email = newAddress();
    const answers = await Promise.all([api.init(email), api.init(email)]);
    expect(answers.map((response) => response.status)).toEqual([200, 200]);
    expect(await server.database.db.$count(guardians, eq(guardians.email, email))).toBe(1);
    // Mails may land in either order; the code issued last is the one that works.
    const statuses: number[] = [];
    for (const code of await api.mailedCodes(email)) statuses.push((await api.auth(email, code)).status);
    expect(statuses).toContain(200);
  });
});

describe('POST /api/users/create/auth', () => {
  it('refuses a wrong code and an unknown address alike, and the account stays unverified', async () => {
    const email = newAddress();
    await api.init(email);
    await expectAnswer(await api.auth(email, wrongFor(await api.latestCode(email))), 400, verificationFailed);
    await expectAnswer(await api.auth(newAddress(), '123456'), 400, verificationFailed);
    expect(await statusOf(email)).toBe('unverified');
  });

  it('voids the code at the fifth wrong try; a new init sends one that works', async () => {
    const email = newAddress();
    await api.init(email);
    const code = await api.latestCode(email);
    for (let i = 0; i < 4; i++)
      await expectAnswer(await api.auth(email, wrongFor(code)), 400, verificationFailed);
    await expectAnswer(await api.auth(email, wrongFor(code)), 400, /入力回数が上限に達した/);
    await expectAnswer(await api.auth(email, code), 400, verificationFailed);
    expect(await statusOf(email)).toBe('unverified');
    await api.init(email);
    expect((await api.auth(email, await api.latestCode(email))).status).toBe(200);
  });

  it('says so when the code has expired (30 minutes)', async () => {
    const email = newAddress();
    await api.init(email);
    const code = await api.latestCode(email);
    const sentAt = clock;
    clock = new Date(sentAt.getTime() + 31 * 60 * 1000);
    try {
      await expectAnswer(await api.auth(email, code), 400, /有効期限が切れています/);
    } finally {
      clock = sentAt;
    }
  });

  it('answers 409 once the address is confirmed; login works from then on', async () => {
    const email = newAddress();
    await api.verifiedGuardian(email);
    await expectAnswer(await api.auth(email, '123456'), 409, /確認済み/);
    expect((await loginAs(server.url, email, signupPassword)).accessToken).toBeTruthy();
  });
});

describe('POST /api/users/create/resend', () => {
  const resend = (email: string) =>
    fetch(`${server.url}/api/users/create/resend`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });

  it('mails a new code to an address waiting for one; the old code stops working', async () => {
    const email = newAddress();
    await api.init(email);
    const firstCode = await api.latestCode(email);
    expect((await resend(email.toUpperCase())).status).toBe(200);
    expect(await mailsTo(server, email)).toHaveLength(2);
    const secondCode = await api.latestCode(email);
    if (firstCode !== secondCode)
      await expectAnswer(await api.auth(email, firstCode), 400, verificationFailed);
    expect((await api.auth(email, secondCode)).status).toBe(200);
  });

  it('answers an unknown or confirmed address the same way, mailing nothing', async () => {
    const unknown = newAddress();
    expect((await resend(unknown)).status).toBe(200);
    const facility = await createFacility(server.database.db);
    const { guardian } = await createGuardian(server.database.db, { facilityId: facility.id });
    expect((await resend(guardian.email)).status).toBe(200);
    expect(await mailsTo(server, unknown)).toHaveLength(0);
    expect(await mailsTo(server, guardian.email)).toHaveLength(0);
  });

  it('shares the per-address mail budget with sign-up', async () => {
    const email = newAddress();
    await api.init(email);
    const answers = [];
    for (let sent = 0; sent < 5; sent += 1) answers.push((await resend(email)).status);
    expect(answers.at(-1)).toBe(429);
    expect(await mailsTo(server, email)).toHaveLength(5);
  });
});
