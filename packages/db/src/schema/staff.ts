// Staff accounts of the operators' console, separate from guardians.
import { sql } from 'drizzle-orm';
import { check, index, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamps, timestamptz } from './columns.ts';
import { facilities } from './facilities.ts';

export const staffRole = pgEnum('staff_role', ['operator', 'facility_staff']);

export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: id(),
    /** Lowercased like guardians.email. */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    role: staffRole('role').notNull(),
    /** Required for facility_staff; operators work across facilities. */
    facilityId: uuid('facility_id').references(() => facilities.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    ...timestamps(),
  },
  (t) => [
    check('staff_accounts_email_lowercase_check', sql`${t.email} = lower(${t.email})`),
    check('staff_accounts_facility_check', sql`${t.role} = 'operator' or ${t.facilityId} is not null`),
    index('staff_accounts_facility_idx').on(t.facilityId),
  ],
);

export type StaffAccount = typeof staffAccounts.$inferSelect;
export type NewStaffAccount = typeof staffAccounts.$inferInsert;
export type StaffRole = (typeof staffRole.enumValues)[number];

/**
 * An operator's invitation to the console: the mail's link carries a token whose hash is kept
 * here; accepting it (once, within 7 days) creates the staff account with the chosen password.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: id(),
    /** Lowercased. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: staffRole('role').notNull(),
    facilityId: uuid('facility_id').references(() => facilities.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
    expiresAt: timestamptz('expires_at').notNull(),
    acceptedAt: timestamptz('accepted_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('staff_invitations_facility_check', sql`${t.role} = 'operator' or ${t.facilityId} is not null`),
    index('staff_invitations_email_idx').on(t.email),
  ],
);

export type StaffInvitation = typeof staffInvitations.$inferSelect;
