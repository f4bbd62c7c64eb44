import { createHash } from 'node:crypto';

const digest = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * The `mail-send` job's id for a message key (a UUID made of the key's hash), so the same key
 * queued twice, by a retried job or a double submit, is one job while pg-boss keeps it.
 */
export function mailJobId(key: string): string {
  const hex = digest(`mail-send:${key}`);
  // Version 8 (custom) and variant bits, so it is a well-formed UUID.
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
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
