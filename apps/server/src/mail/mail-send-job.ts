import type { Database } from '@hibi/db';
import { z } from 'zod';
import { declareJob, type RetryPolicy, withHandler } from '../jobs/job-definition.ts';
import { sentMailRepository } from '../repositories/sent-mail.repository.ts';
import { messageIdOf } from './mail-key.ts';
import type { Mailer } from './mailer.ts';

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
 */
export function mailSendWorker(deps: MailSendDeps, retry: RetryPolicy = mailRetry) {
  return withHandler({ ...mailSendJob, retry }, async ({ key, message }) => {
    const sent = sentMailRepository(deps.db);
    if (await sent.wasSent(key)) return;
    const messageId = messageIdOf(key, deps.mailFrom);
    await deps.mailer.send({ ...message, messageId });
    await sent.record({ key, messageId, sentAt: deps.now() });
  });
}
