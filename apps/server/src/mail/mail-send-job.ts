import { type Database, normalizeEmail } from '@hibi/db';
import { z } from 'zod';
import { declareJob, type RetryPolicy, withHandler } from '../jobs/job-definition.ts';
import { mailRefusalRepository } from '../repositories/mail-refusal.repository.ts';
import { sentMailRepository } from '../repositories/sent-mail.repository.ts';
import { messageIdOf } from './mail-key.ts';
import type { Mailer } from './mailer.ts';
import { permanentRefusal } from './permanent-refusal.ts';

const mailPayload = z.object({
  /** What makes the message one: a key is sent once (mail-key.ts). */
  key: z.string().min(1).max(300),
  /** The message as rendered when it was queued. */
  message: z.object({
    to: z.string().min(1),
    subject: z.string(),
    text: z.string(),
    html: z.string().optional(),
    headers: z.record(z.string(), z.string()).optional(),
  }),
});

/**
 * Tries doubling from 30 s (pg-boss waits 1 to 2 times the delay, doubled each try): an outage of a
 * few minutes delays a mail by about as long; 10 retries keep trying for 8 to 17 hours before the
 * mail goes to the operators' failed jobs.
 */
export const mailRetry: RetryPolicy = { retryLimit: 10, retryDelaySeconds: 30 };

/** Declared for senders (queueMail); mailSendWorker binds the handler in workers. */
export const mailSendJob = declareJob({
  name: 'mail-send',
  schema: mailPayload,
  retry: mailRetry,
  // One SMTP conversation: seconds (the transport's own timeouts end a silent server sooner).
  timeoutSeconds: 60,
});

export type MailSendDeps = { db: Database; mailer: Mailer; mailFrom: string; now(): Date };

/**
 * Sends a queued message through the configured Mailer, once per key: a key already recorded is
 * done; otherwise the message goes out with the key's Message-ID and is recorded after the
 * transport accepted it. No transaction is open while the transport talks to the server.
 * A relay that refuses the recipient for good (5xx) has the refusal recorded against the address
 * and the job ends there: trying again would be refused again (decision 0080). Every mail has one
 * recipient, so nodemailer reports such a refusal as an error, never as a partial `rejected` list.
 */
export function mailSendWorker(deps: MailSendDeps, retry: RetryPolicy = mailRetry) {
  return withHandler({ ...mailSendJob, retry }, async ({ key, message }) => {
    const sent = sentMailRepository(deps.db);
    if (await sent.wasSent(key)) return;
    const refusals = mailRefusalRepository(deps.db);
    const address = normalizeEmail(message.to);
    const messageId = messageIdOf(key, deps.mailFrom);
    try {
      await deps.mailer.send({ ...message, messageId });
    } catch (error) {
      const refusal = permanentRefusal(error);
      if (!refusal) throw error;
      await refusals.record({ address, refusedAt: deps.now(), messageKey: key, ...refusal });
      return;
    }
    await sent.record({ key, messageId, sentAt: deps.now() });
    await refusals.clear([address]);
  });
}
