// Families (households): a family holds the children; guardians belong to it (DESIGN.md §3a, decision 0036).
import { index, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, requiredReference, timestamptz } from './columns.ts';
import { guardians } from './guardians.ts';

export const families = pgTable('families', {
  id: id(),
  createdAt: createdAt(),
});

/** 'guardian' = 保護者 (signed up, manages the family), 'member' = 家族 (views and saves). */
export const familyRole = pgEnum('family_role', ['guardian', 'member']);

export const familyMembers = pgTable(
  'family_members',
  {
    // Unique: an account belongs to one family; its children are that family's.
    guardianId: uuid('guardian_id')
      .primaryKey()
      .references(() => guardians.id, { onDelete: 'cascade' }),
    familyId: requiredReference('family_id', () => families.id, 'cascade'),
    role: familyRole('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('family_members_family_idx').on(t.familyId)],
);

/**
 * A 保護者's invitation to the family by link or QR code (decision 0038): the link carries a token
 * of which only the hash is kept; it works once, within 7 days, until revoked.
 */
export const familyInvitations = pgTable(
  'family_invitations',
  {
    id: id(),
    familyId: requiredReference('family_id', () => families.id, 'cascade'),
    /** The role the invited person joins with. */
    role: familyRole('role').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => guardians.id, { onDelete: 'set null' }),
    expiresAt: timestamptz('expires_at').notNull(),
    acceptedAt: timestamptz('accepted_at'),
    acceptedBy: uuid('accepted_by').references(() => guardians.id, { onDelete: 'set null' }),
    revokedAt: timestamptz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('family_invitations_family_idx').on(t.familyId)],
);

export type FamilyInvitation = typeof familyInvitations.$inferSelect;
export type Family = typeof families.$inferSelect;
export type FamilyMember = typeof familyMembers.$inferSelect;
export type FamilyRole = (typeof familyRole.enumValues)[number];
