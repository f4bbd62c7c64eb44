// Messages from the contact form and the parents' contact and request forms.
import { index, jsonb, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from './columns.ts';

export const inquiryKind = pgEnum('inquiry_kind', ['contact', 'parents_contact', 'parents_request']);

export const inquiries = pgTable(
  'inquiries',
  {
    id: id(),
    kind: inquiryKind('kind').notNull(),
    companyName: text('company_name'),
    name: text('name').notNull(),
    furiganaName: text('furigana_name'),
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    title: text('title'),
    message: text('message').notNull(),
    /** Form-specific fields (e.g. the facility a parent asks for), kept as sent. */
    extra: jsonb('extra').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    /** Set by an operator once answered. */
    handledAt: timestamptz('handled_at'),
  },
  (t) => [index('inquiries_kind_created_idx').on(t.kind, t.createdAt.desc().nullsFirst())],
);

export type Inquiry = typeof inquiries.$inferSelect;
export type NewInquiry = typeof inquiries.$inferInsert;
export type InquiryKind = (typeof inquiryKind.enumValues)[number];
