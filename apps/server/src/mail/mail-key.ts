import { createHash } from 'node:crypto';
import { keyedJobId } from '../jobs/keyed-job-id.ts';

const digest = (key: string) => createHash('sha256').update(key).digest('hex');

/** The `mail-send` job's id for a message key: one job per key while pg-boss keeps it. */
export function mailJobId(key: string): string {
  return keyedJobId('mail-send', key);
}

/**
 * The Message-ID header of a message key, in the sender's domain: a copy sent again after a crash
 * between the server's acceptance and our record of it carries the same id, so mail systems and
 * people can tell it is the same message.
 */
export function messageIdOf(key: string, mailFrom: string): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'hibi.example';
  return `<${digest(key).slice(0, 40)}@${domain}>`;
}
