// Families (households): a family holds the children; guardians belong to it (DESIGN.md §3a, decision 0036).
import { index, pgEnum, pgTable, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
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
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    role: familyRole('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('family_members_family_idx').on(t.familyId)],
);

export type Family = typeof families.$inferSelect;
export type FamilyMember = typeof familyMembers.$inferSelect;
export type FamilyRole = (typeof familyRole.enumValues)[number];
