import { randomUUID } from 'node:crypto';
import type { Transaction } from '@hibi/db';
import type { JobRunner } from '../jobs/job-runner.ts';
import { mailJobId } from './mail-key.ts';
import { mailSendJob } from './mail-send-job.ts';
import type { MailMessage } from './mailer.ts';

export type QueueMailOptions = {
  /**
   * What makes this message one, e.g. `photo-delivery:<guardian>:<date>`: a key is sent once,
   * however often it is queued. A new random key when unset (a message of its own, e.g. a code).
   */
  key?: string;
  /** The transaction writing the facts the message tells of: both commit, or neither. */
  transaction?: Transaction;
};

/**
 * Every mail goes out through here: the rendered message waits in the durable `mail-send` job
 * until a worker's transport accepts it (retried while the SMTP server is down), so a request
 * never waits on, or fails with, the mail server.
 */
export async function queueMail(jobs: JobRunner, message: MailMessage, options: QueueMailOptions = {}) {
  const key = options.key ?? randomUUID();
  const { transaction } = options;
  await jobs.enqueue(
    mailSendJob,
    { key, message },
    { id: mailJobId(key), ...(transaction && { transaction }) },
  );
}
