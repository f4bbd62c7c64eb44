import { generateKeyPairSync } from 'node:crypto';
import { eq, guardians, inquiries } from '@hibi/db';
import { afterAll, describe, expect, it } from 'vitest';
import { adminApi, invitationTokenOf } from '#tests/support/admin-api.ts';
import { verifyDkim } from '#tests/support/dkim-verify.ts';
import { familyClient } from '#tests/support/family-client.ts';
import { createGuardian, testPassword } from '#tests/support/fixtures.ts';
import { mailQueueSettled } from '#tests/support/mail-queue.ts';
import { signupClient, signupPassword } from '#tests/support/signup-client.ts';
import { startSmtpServer } from '#tests/support/smtp-server.ts';
import { newStaffToken } from '#tests/support/staff.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';
import { waitFor } from '#tests/support/wait-for.ts';

// A real SMTP peer that refuses what RFC 5321 refuses, and a DKIM key, as production has them.
const smtp = await startSmtpServer();
afterAll(() => smtp.stop());
const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const env = {
  SMTP_URL: smtp.url,
  DKIM_DOMAIN: 'hibi.example',
  DKIM_SELECTOR: 'hibi2026',
  // As a .env keeps it: on one line, with literal \n.
  DKIM_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString().replaceAll('\n', '\\n'),
};

let server: TestServer;
let facilityId: string;
useTestServer(
  (started) => {
    ({ server, facilityId } = started);
  },
  { env },
);

const post = (path: string, body: unknown) =>
  fetch(`${server.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
/** The mails the peer took for one RCPT TO, once they came; each signed for hibi.example. */
async function mailsFor(rcptTo: string, count = 1) {
  const mails = () => smtp.received.filter((mail) => mail.rcptTo.includes(rcptTo));
  await waitFor(async () => mails().length >= count, 10_000);
  for (const mail of mails()) {
    expect(verifyDkim(mail.raw, publicKey)).toMatchObject({ domain: 'hibi.example', valid: true });
  }
  return mails();
}
const codeIn = (text = '') => /認証コード: (\d{6})/.exec(text)?.[1] ?? 'no code';
const login = (email: string, password: string) => post('/users/login', { email, password });

describe('a carrier address with dots out of place', () => {
  it('signs up: the code reaches "hibi..xyz"@docomo.ne.jp, and the address signs in as typed', async () => {
    const typed = 'Hibi..XYZ@DoCoMo.ne.jp';
    expect((await signupClient(server).init(typed)).status).toBe(200);
    const [mail] = await mailsFor('"hibi..xyz"@docomo.ne.jp');
    expect(mail?.to).toBe('<"hibi..xyz"@docomo.ne.jp>');
    expect(mail?.headers.get('dkim-signature')).toMatch(/\bd=hibi\.example;.*\bs=hibi2026;/);
    expect((await signupClient(server).auth(typed, codeIn(mail?.text))).status).toBe(200);

    const { db } = server.database;
    const stored = await db.select().from(guardians).where(eq(guardians.email, 'hibi..xyz@docomo.ne.jp'));
    expect(stored).toHaveLength(1);
    expect((await login('hibi..xyz@docomo.ne.jp', signupPassword)).status).toBe(200);
  });

  it('recovers a password: the code reaches "xyz."@ezweb.ne.jp and the new password signs in', async () => {
    await createGuardian(server.database.db, { facilityId, email: 'xyz.@ezweb.ne.jp' });
    expect((await post('/users/password/init', { email: 'xyz.@ezweb.ne.jp' })).status).toBe(200);
    const [mail] = await mailsFor('"xyz."@ezweb.ne.jp');
    expect(mail?.subject).toBe('【ひびフォト】パスワード再設定の認証コード');
    const reset = { email: 'xyz.@ezweb.ne.jp', code: codeIn(mail?.text), newPassword: 'fresh-start-42' };
    expect((await post('/users/password/reset', reset)).status).toBe(200);
    expect((await login('xyz.@ezweb.ne.jp', testPassword)).status).toBe(401);
    expect((await login('xyz.@ezweb.ne.jp', 'fresh-start-42')).status).toBe(200);
  });

  it('sends the contact form: kept as typed, confirmed to ".hibi"@softbank.ne.jp, replied to', async () => {
    const form = {
      companyName: 'ひなた保育園',
      name: '山田 花子',
      furiganaName: 'やまだ はなこ',
      email: '.hibi@softbank.ne.jp',
      phoneNumber: '090-1234-5678',
      title: '導入について',
      message: '園での導入を検討しています。',
    };
    expect((await post('/contact', form)).status).toBe(200);
    const [confirmation] = await mailsFor('".hibi"@softbank.ne.jp');
    expect(confirmation?.subject).toBe('【ひびフォト】お問い合わせを受け付けました');
    await mailQueueSettled(server.database);
    const [toOperators] = await mailsFor('support@hibi.example');
    expect(toOperators?.headers.get('reply-to')).toBe('<".hibi"@softbank.ne.jp>');
    const [row] = await server.database.db.select().from(inquiries).where(eq(inquiries.email, form.email));
    expect(row?.email).toBe('.hibi@softbank.ne.jp');
  });
});

// After the contact form: an operator existing sends forms to operators, not OPERATOR_EMAIL.
describe('an invitation to a carrier address', () => {
  it('lets family join: the code reaches "baba..chan"@docomo.ne.jp', async () => {
    const { guardian } = await createGuardian(server.database.db, { facilityId });
    const family = familyClient(server);
    const { token } = await family.invite(await family.signIn(guardian.id, guardian.email), 'member');
    expect((await family.signup(token, 'baba..chan@docomo.ne.jp')).status).toBe(200);
    const [mail] = await mailsFor('"baba..chan"@docomo.ne.jp');
    expect((await family.auth(token, 'baba..chan@docomo.ne.jp', codeIn(mail?.text))).status).toBe(200);
  });

  it('brings staff in: the link reaches "hoiku."@ezweb.ne.jp, who signs in to the console', async () => {
    const operator = await newStaffToken(server);
    const invitation = { email: 'hoiku.@ezweb.ne.jp', name: '保育 花子', role: 'facility_staff', facilityId };
    expect((await adminApi(server.url, operator)('POST', '/staff/invitations', invitation)).status).toBe(201);
    const [mail] = await mailsFor('"hoiku."@ezweb.ne.jp');
    const link = mail?.text.match(/https?:\/\/\S+\/admin\/invite\/\?token=\S+/)?.[0] ?? 'http://x/';
    const accept = { token: invitationTokenOf(link), password: 'welcome-2026' };
    expect((await adminApi(server.url, null)('POST', '/staff/invitations/accept', accept)).status).toBe(200);
    const signIn = { email: 'hoiku.@ezweb.ne.jp', password: 'welcome-2026' };
    expect((await adminApi(server.url, null)('POST', '/login', signIn)).status).toBe(200);
  });
});
