import { afterAll, describe, expect, it } from 'vitest';
import { createGuardian } from '#tests/support/fixtures.ts';
import { mailQueueSettled, waitingMails } from '#tests/support/mail-queue.ts';
import { newAddress, signupClient } from '#tests/support/signup-client.ts';
import { startSmtpServer } from '#tests/support/smtp-server.ts';
import { newStaffToken } from '#tests/support/staff.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';
import { waitFor } from '#tests/support/wait-for.ts';

// A real SMTP server for the service's SMTP_URL, and the address of one that is gone.
const smtp = await startSmtpServer();
const gone = await startSmtpServer();
await gone.stop();
afterAll(() => smtp.stop());

const codeIn = (text = '') => /認証コード: (\d{6})/.exec(text)?.[1] ?? 'no code';
const post = (server: TestServer, path: string, body: unknown, token?: string) =>
  fetch(`${server.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

describe('mail through a real SMTP server', () => {
  let server: TestServer;
  let facilityId: string;
  let operator: string;
  useTestServer(
    async (started) => {
      ({ server, facilityId } = started);
      operator = await newStaffToken(server);
    },
    // Retries from 1 s instead of 30 s, so an outage of seconds is over within the test.
    { env: { SMTP_URL: smtp.url }, mailRetry: { retryLimit: 10, retryDelaySeconds: 1 } },
  );

  /** A sign-up code, a password reset code and an approval: the statuses and the three addresses. */
  async function threeMails() {
    const { db } = server.database;
    const newcomer = newAddress();
    const signup = await signupClient(server).init(newcomer);
    const { guardian: member } = await createGuardian(db, { facilityId });
    const reset = await post(server, '/users/password/init', { email: member.email });
    const { guardian: waiting } = await createGuardian(db, { facilityId, status: 'requested' });
    const approval = await post(server, `/admin/approvals/${waiting.id}/approve`, {}, operator);
    return {
      statuses: [signup.status, reset.status, approval.status],
      addresses: [newcomer, member.email, waiting.email],
    };
  }
  const arrived = (addresses: string[]) => async () => addresses.every((to) => smtp.to(to).length > 0);

  it('delivers the sign-up code, the reset code and the approval, the code within about a second', async () => {
    const { statuses, addresses } = await threeMails();
    expect(statuses).toEqual([200, 200, 200]);
    const [newcomer = '', member = '', waiting = ''] = addresses;
    await waitFor(arrived(addresses), 10_000);
    expect(smtp.to(member)[0]?.subject).toBe('【ひびフォト】パスワード再設定の認証コード');
    expect(smtp.to(waiting)[0]?.subject).toMatch(/承認/);

    const asked = Date.now();
    expect((await signupClient(server).init(newcomer)).status).toBe(200);
    await waitFor(async () => smtp.to(newcomer).length === 2, 5_000);
    // The worker looks every half second; two cores shared with other test files add some.
    expect(Date.now() - asked).toBeLessThan(3_000);
    const code = codeIn(smtp.to(newcomer)[1]?.text);
    expect((await signupClient(server).auth(newcomer, code)).status).toBe(200);
  });

  it('answers normally while the server is down, and delivers every mail once when it is back', async () => {
    const before = smtp.received.length;
    await smtp.stop();
    const { statuses, addresses } = await threeMails();
    expect(statuses).toEqual([200, 200, 200]);
    // Down for two tries of each mail (the second 1 to 2 s after the first); each waits to retry.
    const failures = () => server.jobErrors.filter((entry) => entry.message === 'job failed').length;
    await waitFor(async () => failures() >= 6, 15_000);
    expect(await waitingMails(server.database)).toBe(3);
    expect(smtp.received).toHaveLength(before);

    await smtp.start();
    await waitFor(arrived(addresses), 25_000);
    await mailQueueSettled(server.database);
    for (const to of addresses) expect(smtp.to(to)).toHaveLength(1);
    expect(smtp.received).toHaveLength(before + 3);
    const ids = smtp.received.map((mail) => mail.messageId);
    expect(new Set(ids).size).toBe(ids.length);
    // The code mailed late still signs the newcomer up.
    const [newcomer = ''] = addresses;
    expect((await signupClient(server).auth(newcomer, codeIn(smtp.to(newcomer)[0]?.text))).status).toBe(200);
    expect(server.jobErrors.every((entry) => entry.message === 'job failed')).toBe(true);
  }, 45_000);
});

describe('a mail that fails for good', () => {
  let server: TestServer;
  useTestServer(
    (started) => {
      server = started.server;
    },
    { env: { SMTP_URL: gone.url }, mailRetry: { retryLimit: 1, retryDelaySeconds: 1 } },
  );

  it('is kept in the operators’ failed jobs after its last try, with its message', async () => {
    const email = newAddress();
    expect((await signupClient(server).init(email)).status).toBe(200);
    const operator = await newStaffToken(server);
    type Failed = { jobs: { name: string; data: { message: { to: string } }; error: string }[] };
    const failedMails = async () => {
      const response = await fetch(`${server.url}/api/admin/jobs/failed`, {
        headers: { authorization: `Bearer ${operator}` },
      });
      return ((await response.json()) as Failed).jobs.filter((job) => job.name === 'mail-send');
    };
    await waitFor(async () => (await failedMails()).length > 0, 15_000);
    const [failed] = await failedMails();
    expect(failed?.data.message.to).toBe(email);
    expect(failed?.error).toMatch(/ECONNREFUSED/);
    expect(server.jobErrors.filter((entry) => entry.message === 'job failed')).toHaveLength(2);
  });
});
