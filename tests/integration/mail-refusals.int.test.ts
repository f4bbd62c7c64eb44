import type { MailDeliveryResponse } from '@hibi/contract';
import { eq, mailRefusals } from '@hibi/db';
import { afterAll, describe, expect, it } from 'vitest';
import { createGuardian, loginAs } from '#tests/support/fixtures.ts';
import { mailQueueSettled } from '#tests/support/mail-queue.ts';
import { startSmtpServer } from '#tests/support/smtp-server.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';
import { waitFor } from '#tests/support/wait-for.ts';

// A real SMTP peer that refuses chosen mailboxes, as a carrier's relay refuses an address that
// no longer exists (550) or is busy for now (450); retries in seconds instead of minutes.
const smtp = await startSmtpServer();
afterAll(() => smtp.stop());

let server: TestServer;
let facilityId: string;
useTestServer((started) => ({ server, facilityId } = started), {
  env: { SMTP_URL: smtp.url },
  mailRetry: { retryLimit: 3, retryDelaySeconds: 1 },
});

/** A guardian with this address, signed in: their answer of GET mailDelivery. */
async function guardianAt(email: string) {
  await createGuardian(server.database.db, { facilityId, email });
  const { accessToken, headers } = await loginAs(server.url, email);
  const userId = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()).sub;
  return async () => {
    const response = await fetch(`${server.url}/api/users/${userId}/mailDelivery`, { headers });
    expect(response.status).toBe(200);
    return (await response.json()) as MailDeliveryResponse;
  };
}
/** A code mailed to the address (password recovery), as a guardian asks for it. */
const mailCode = async (email: string) => {
  const response = await fetch(`${server.url}/api/users/password/init`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(response.status).toBe(200);
};
const refusalsOf = (address: string) =>
  server.database.db.select().from(mailRefusals).where(eq(mailRefusals.address, address));
const attemptsFor = (address: string) => smtp.rcptAttempts.filter((rcpt) => rcpt === address).length;

describe('a carrier address the relay refuses for good', () => {
  const address = 'refused.hanako@docomo.ne.jp';
  let delivery: Awaited<ReturnType<typeof guardianAt>>;

  it('is recorded once with the code and the reply, not retried, and the guardian is told', async () => {
    delivery = await guardianAt(address);
    smtp.refuse(address, 550, '5.1.1 <refused.hanako@docomo.ne.jp>: Recipient address rejected');
    await mailCode(address);
    await mailQueueSettled(server.database);
    const [row, ...more] = await refusalsOf(address);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      responseCode: 550,
      response: expect.stringContaining('Recipient address rejected'),
      refusedAt: expect.any(Date),
    });
    // The job ended with the refusal: asked once, no retry waiting, nothing in the failed jobs.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(attemptsFor(address)).toBe(1);
    expect(server.jobErrors).toEqual([]);
    expect(await delivery()).toEqual({
      email: address,
      refusal: { refusedAt: row?.refusedAt.toISOString(), responseCode: 550 },
    });
  });

  it('is cleared by the next mail the relay accepts for it', async () => {
    smtp.accept(address);
    await mailCode(address);
    await waitFor(async () => smtp.to(address).length === 1, 10_000);
    await mailQueueSettled(server.database);
    expect(await refusalsOf(address)).toEqual([]);
    expect(await delivery()).toEqual({ email: address, refusal: null });
  });
});

describe('an address the relay defers (4xx)', () => {
  it('is retried until the relay takes the mail, and never marked refused', async () => {
    const address = 'busy.taro@ezweb.ne.jp';
    const delivery = await guardianAt(address);
    smtp.refuse(address, 450, '4.2.1 Mailbox busy, try again later');
    await mailCode(address);
    await waitFor(
      async () => attemptsFor(address) >= 2,
      15_000,
      () => 'the deferred mail was not retried',
    );
    expect(await refusalsOf(address)).toEqual([]);
    smtp.accept(address);
    await waitFor(async () => smtp.to(address).length === 1, 15_000);
    expect(await refusalsOf(address)).toEqual([]);
    expect((await delivery()).refusal).toBeNull();
    server.jobErrors.length = 0;
  });
});

describe('GET /api/users/{userId}/mailDelivery', () => {
  it('answers 401 signed out and 403 for another guardian', async () => {
    await guardianAt('mine@example.jp');
    const { headers } = await loginAs(server.url, 'mine@example.jp');
    const other = await createGuardian(server.database.db, { facilityId });
    const path = `${server.url}/api/users/${other.guardian.id}/mailDelivery`;
    expect((await fetch(path)).status).toBe(401);
    const refused = await fetch(path, { headers });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ statusCode: 403, message: expect.any(String) });
  });
});
