import { eq, sentMails } from '@hibi/db';
import { createTestDatabase, type TestDatabase } from '@hibi/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '#tests/support/smtp-server.ts';
import { messageIdOf } from './mail-key.ts';
import { mailSendWorker } from './mail-send-job.ts';
import { createSmtpMailer } from './mailer.ts';

const from = 'ひびフォト <no-reply@hibi.example>';
let testDatabase: TestDatabase;
let smtp: TestSmtpServer;
beforeAll(async () => {
  testDatabase = await createTestDatabase();
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp?.stop();
  await testDatabase?.drop();
});

// The job's handler as a worker runs it, against a real SMTP server.
const worker = () =>
  mailSendWorker({
    db: testDatabase.handle.db,
    mailer: createSmtpMailer(smtp.url, from),
    mailFrom: from,
    now: () => new Date(),
  });
const queued = (key: string, to: string) => ({
  key,
  message: { to, subject: '【ひびフォト】新規登録の認証コード', text: '認証コード: 123456' },
});
const recorded = async (key: string) =>
  testDatabase.handle.db.select().from(sentMails).where(eq(sentMails.key, key));

describe('the mail-send job', () => {
  it('sends a message once, with the Message-ID of its key, however often it runs', async () => {
    const job = queued('signup-code:once', 'once@example.jp');
    await worker().handle(job);
    await worker().handle(job);
    const [mail, ...again] = smtp.to('once@example.jp');
    expect(again).toEqual([]);
    expect(mail?.subject).toBe('【ひびフォト】新規登録の認証コード');
    expect(mail?.messageId).toBe(messageIdOf('signup-code:once', from));
    expect(await recorded('signup-code:once')).toEqual([
      { key: 'signup-code:once', messageId: mail?.messageId, sentAt: expect.any(Date) },
    ]);
  });

  it('sends again under the same Message-ID when a crash lost the record of the first sending', async () => {
    const job = queued('signup-code:crash', 'crash@example.jp');
    await worker().handle(job);
    // As if the process had died after the server accepted the message, before the record.
    await testDatabase.handle.db.delete(sentMails).where(eq(sentMails.key, job.key));
    await worker().handle(job);
    const ids = smtp.to('crash@example.jp').map((mail) => mail.messageId);
    expect(ids).toEqual([messageIdOf(job.key, from), messageIdOf(job.key, from)]);
  });

  it('fails while the server is down, recording nothing, and sends once it is back', async () => {
    const job = queued('signup-code:outage', 'outage@example.jp');
    await smtp.stop();
    await expect(worker().handle(job)).rejects.toThrow(/ECONNREFUSED/);
    expect(await recorded(job.key)).toEqual([]);
    await smtp.start();
    await worker().handle(job);
    expect(smtp.to('outage@example.jp')).toHaveLength(1);
  });
});
