// Mail the `mail-send` job has handed to the transport, so a job run again never mails twice.
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
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

/**
 * An address the SMTP relay refused for good (a 5xx to RCPT TO or DATA): one row per address, the
 * latest refusal. The family is told in the app; a later mail the relay accepts for the address
 * removes the row (decision 0080).
 */
export const mailRefusals = pgTable(
  'mail_refusals',
  {
    /** As addresses are stored (normalizeEmail): lower-cased, so it matches guardians.email. */
    address: text('address').primaryKey(),
    refusedAt: timestamptz('refused_at').notNull(),
    /** The relay's reply code, 500-599. */
    responseCode: integer('response_code').notNull(),
    /** The relay's reply as it wrote it, for operators (never shown to families). */
    response: text('response').notNull(),
    /** The key of the mail refused (mail-key.ts). */
    messageKey: text('message_key').notNull(),
  },
  (t) => [
    check('mail_refusals_address_lowercase_check', sql`${t.address} = lower(${t.address})`),
    check('mail_refusals_response_code_check', sql`${t.responseCode} between 500 and 599`),
  ],
);

export type MailRefusal = typeof mailRefusals.$inferSelect;
