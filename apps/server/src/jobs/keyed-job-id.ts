import { createHash } from 'node:crypto';

/**
 * A job's id made of what makes it one (a UUID of the hash of `queue:key`), so the same work
 * queued twice, by a retried job or a double submit, is one job while pg-boss keeps it.
 */
export function keyedJobId(queue: string, key: string): string {
  const hex = createHash('sha256').update(`${queue}:${key}`).digest('hex');
  // Version 8 (custom) and variant bits, so it is a well-formed UUID.
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
