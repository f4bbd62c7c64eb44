// Rotating refresh tokens and the one-time codes sent by mail. Only hashes are stored.
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from './columns.ts';
import { guardians } from './guardians.ts';
import { staffAccounts } from './staff.ts';

/** A refresh token belongs to a guardian or to a staff account (exactly one). */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    guardianId: uuid('guardian_id').references(() => guardians.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references(() => staffAccounts.id, { onDelete: 'cascade' }),
    /** Shared by every token of one sign-in; reuse of a rotated token revokes the whole family. */
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    /** The token that replaced this one at rotation. */
    replacedBy: uuid('replaced_by').references((): AnyPgColumn => refreshTokens.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('refresh_tokens_owner_check', sql`(${t.guardianId} is null) <> (${t.staffId} is null)`),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_guardian_idx').on(t.guardianId),
    index('refresh_tokens_staff_idx').on(t.staffId),
    index('refresh_tokens_expires_idx').on(t.expiresAt),
  ],
);

export const oneTimeCodePurpose = pgEnum('one_time_code_purpose', ['signup', 'password_reset']);

/** 6-digit codes: valid 30 minutes, void after 5 wrong tries (attempts), single use (consumed_at). */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: id(),
    guardianId: uuid('guardian_id').references(() => guardians.id, { onDelete: 'cascade' }),
    /** Lowercased address the code was sent to, for flows that start from an email alone. */
    email: text('email'),
    purpose: oneTimeCodePurpose('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamptz('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('one_time_codes_target_check', sql`${t.guardianId} is not null or ${t.email} is not null`),
    index('one_time_codes_guardian_purpose_idx').on(t.guardianId, t.purpose),
    index('one_time_codes_email_purpose_idx').on(t.email, t.purpose),
  ],
);

export type RefreshToken = typeof refreshTokens.$inferSelect;
export type NewRefreshToken = typeof refreshTokens.$inferInsert;
export type OneTimeCode = typeof oneTimeCodes.$inferSelect;
export type NewOneTimeCode = typeof oneTimeCodes.$inferInsert;
export type OneTimeCodePurpose = (typeof oneTimeCodePurpose.enumValues)[number];
