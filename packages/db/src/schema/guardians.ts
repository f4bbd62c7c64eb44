// Guardians: the accounts of the guardian app (the specification's "user").
import { sql } from 'drizzle-orm';
import { check, index, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps, timestamptz } from './columns.ts';

/** unverified → verified → requested → approved | rejected (→ requested again); withdrawn ends it. */
export const guardianStatus = pgEnum('guardian_status', [
  'unverified',
  'verified',
  'requested',
  'approved',
  'rejected',
  'withdrawn',
]);

/** The account's own plan; a current paid subscription shows as premium regardless. */
export const subscriptionType = pgEnum('subscription_type', ['free', 'trial', 'premium']);

export const guardians = pgTable(
  'guardians',
  {
    /** userId in the API. */
    id: id(),
    /** userUid in the API: a second public identifier (analytics), never used to authorise. */
    userUid: uuid('user_uid').notNull().unique().defaultRandom(),
    /**
     * Stored lowercased (the check enforces it), so the plain unique constraint is case-insensitive.
     * Use normalizeEmail() before inserting or looking up.
     */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    status: guardianStatus('status').notNull().default('unverified'),
    subscriptionType: subscriptionType('subscription_type').notNull().default('free'),
    /** Filled at the request step; null before it. */
    firstName: text('first_name'),
    lastName: text('last_name'),
    approvedAt: timestamptz('approved_at'),
    /** Why the request was rejected (Japanese, shown to the guardian); cleared by a new request. */
    rejectionReason: text('rejection_reason'),
    ...timestamps(),
    withdrawnAt: timestamptz('withdrawn_at'),
  },
  (t) => [
    check('guardians_email_lowercase_check', sql`${t.email} = lower(${t.email})`),
    // The operators' approval queue lists requested guardians oldest first.
    index('guardians_status_created_idx').on(t.status, t.createdAt),
  ],
);

export type Guardian = typeof guardians.$inferSelect;
export type NewGuardian = typeof guardians.$inferInsert;
export type GuardianStatus = (typeof guardianStatus.enumValues)[number];
export type SubscriptionType = (typeof subscriptionType.enumValues)[number];
