import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import SMTPConnection from 'nodemailer/lib/smtp-connection';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyDkim } from '#tests/support/dkim-verify.ts';
import { startSmtpServer, type TestSmtpServer } from '#tests/support/smtp-server.ts';
import { createMailer } from './mailer.ts';

const MAIL_FROM = 'ひびフォト <no-reply@hibi.example>';
const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const dkim = {
  DKIM_DOMAIN: 'hibi.example',
  DKIM_SELECTOR: 'hibi2026',
  DKIM_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
};
let smtp: TestSmtpServer;
let dataDir: string;
beforeAll(async () => {
  smtp = await startSmtpServer();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'hibi-mailer-'));
});
afterAll(() => smtp?.stop());

const message = (to: string) => ({
  to,
  subject: '【ひびフォト】新規登録の認証コード',
  text: '認証コード: 123456',
});
const receivedBy = (rcpt: string) => smtp.received.filter((mail) => mail.rcptTo.includes(rcpt));

/** What the peer answers an envelope as written, without nodemailer's quoting. */
function sendBare(to: string) {
  const connection = new SMTPConnection({ port: smtp.port, host: '127.0.0.1' });
  return new Promise<string>((resolve) => {
    connection.connect(() =>
      connection.send({ from: 'no-reply@hibi.example', to }, 'Subject: x\r\n\r\nx\r\n', (error) => {
        connection.quit();
        resolve(error ? `${error.message}` : 'accepted');
      }),
    );
  });
}

describe('mail to a carrier address with dots out of place', () => {
  it('is refused unquoted by a strict server, and taken quoted', async () => {
    expect(await sendBare('hibi..xyz@docomo.ne.jp')).toMatch(/553 Bad recipient address syntax/);
    expect(await sendBare('xyz.@ezweb.ne.jp')).toMatch(/553/);
    expect(await sendBare('"bare..xyz"@docomo.ne.jp')).toBe('accepted');
  });

  it.each([
    ['hibi..xyz@docomo.ne.jp', '"hibi..xyz"@docomo.ne.jp'],
    ['xyz.@ezweb.ne.jp', '"xyz."@ezweb.ne.jp'],
    ['.hibi@softbank.ne.jp', '".hibi"@softbank.ne.jp'],
  ])('goes to %s with the local part quoted in RCPT TO and To', async (address, quoted) => {
    await createMailer({ SMTP_URL: smtp.url, MAIL_FROM, DATA_DIR: dataDir }).send(message(address));
    const [mail, ...more] = receivedBy(quoted);
    expect(more).toEqual([]);
    expect(mail?.rcptTo).toEqual([quoted]);
    expect(mail?.to).toBe(`<${quoted}>`);
    expect(mail?.mailFrom).toBe('no-reply@hibi.example');
  });

  it('leaves an ordinary address bare', async () => {
    await createMailer({ SMTP_URL: smtp.url, MAIL_FROM, DATA_DIR: dataDir }).send(
      message('hibi.xyz@docomo.ne.jp'),
    );
    expect(receivedBy('hibi.xyz@docomo.ne.jp')[0]?.to).toBe('hibi.xyz@docomo.ne.jp');
  });
});

describe('DKIM', () => {
  it('signs every mail with the domain and selector set, and the signature holds', async () => {
    await createMailer({ SMTP_URL: smtp.url, MAIL_FROM, DATA_DIR: dataDir, ...dkim }).send(
      message('signed..mail@docomo.ne.jp'),
    );
    const [mail] = receivedBy('"signed..mail"@docomo.ne.jp');
    expect(mail?.raw).toMatch(/^DKIM-Signature: /m);
    expect(verifyDkim(mail?.raw ?? '', publicKey)).toEqual({
      signed: true,
      domain: 'hibi.example',
      selector: 'hibi2026',
      valid: true,
    });
    // A changed subject breaks it: the check is a real one.
    const tampered = (mail?.raw ?? '').replace(/^Subject: .*$/m, 'Subject: changed');
    expect(verifyDkim(tampered, publicKey).valid).toBe(false);
  });

  it('signs nothing without a key, and signs the outbox too', async () => {
    await createMailer({ SMTP_URL: smtp.url, MAIL_FROM, DATA_DIR: dataDir }).send(
      message('plain@example.jp'),
    );
    expect(verifyDkim(receivedBy('plain@example.jp')[0]?.raw ?? '', publicKey)).toEqual({ signed: false });

    await createMailer({ MAIL_FROM, DATA_DIR: dataDir, ...dkim }).send(message('outbox@example.jp'));
    const [file = ''] = await readdir(path.join(dataDir, 'mail'));
    const eml = await readFile(path.join(dataDir, 'mail', file), 'utf8');
    expect(verifyDkim(eml, publicKey)).toMatchObject({ signed: true, valid: true });
  });
});
