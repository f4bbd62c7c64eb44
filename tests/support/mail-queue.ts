import { type DatabaseHandle, sql } from '@hibi/db';
import { mailSendJob } from '../../apps/server/src/mail/mail-send-job.ts';
import type { MailMessage } from '../../apps/server/src/mail/mailer.ts';
import { waitFor } from './wait-for.ts';

/** Mails queued and not yet sent or failed for good: waiting, waiting to retry, or being sent. */
export async function waitingMails(database: DatabaseHandle): Promise<number> {
  const { rows } = await database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from pgboss.job
        where name = ${mailSendJob.name} and state in ('created', 'retry', 'active')`,
  );
  return rows[0]?.n ?? 0;
}

/** The mails queued, oldest first, as their jobs hold them (sent or not). */
export async function queuedMails(
  database: DatabaseHandle,
): Promise<{ key: string; message: MailMessage }[]> {
  const { rows } = await database.db.execute<{ data: { key: string; message: MailMessage } }>(
    sql`select data from pgboss.job where name = ${mailSendJob.name} order by created_on, id`,
  );
  return rows.map((row) => row.data);
}

/**
 * Waits until the mail worker has taken every queued mail (it looks every half second), so a test
 * can read what was sent, or that nothing was. A mail still waiting after `ms` fails the test.
 */
export async function mailQueueSettled(database: DatabaseHandle, ms = 10_000) {
  await waitFor(
    async () => (await waitingMails(database)) === 0,
    ms,
    () => 'mail still queued',
  );
}
