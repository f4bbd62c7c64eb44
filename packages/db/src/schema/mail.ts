// Mail the `mail-send` job has handed to the transport, so a job run again never mails twice.
import { pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

/** One row per message key, written after the transport accepted the message. */
export const sentMails = pgTable('sent_mails', {
  /** The key the message was queued with (e.g. `photo-delivery:<guardian>:<date>`, or a random one). */
  key: text('key').primaryKey(),
  /** The Message-ID header it was sent with, derived from the key. */
  messageId: text('message_id').notNull(),
  sentAt: timestamptz('sent_at').notNull(),
});

export type SentMail = typeof sentMails.$inferSelect;
