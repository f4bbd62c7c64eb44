// A guardian's consents (DESIGN.md §9, decision 0076): one row per text and version agreed to, so
// what was agreed and when stays on record after a text changes.
import { pgEnum, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { id, requiredReference, timestamptz } from './columns.ts';
import { guardians } from './guardians.ts';

/** The texts asked at sign-up: 利用規約, プライバシーポリシー, and face processing (its section 3). */
export const consentDocument = pgEnum('consent_document', ['terms', 'privacy', 'faceProcessing']);

export const consents = pgTable(
  'consents',
  {
    id: id(),
    guardianId: requiredReference('guardian_id', () => guardians.id, 'cascade'),
    document: consentDocument('document').notNull(),
    /** The text's version (its revision date, packages/domain documentVersions). */
    version: text('version').notNull(),
    consentedAt: timestamptz('consented_at').notNull().defaultNow(),
  },
  (t) => [
    // Agreeing to a version twice keeps the first time; also the index of a guardian's rows.
    unique('consents_guardian_document_version_unique').on(t.guardianId, t.document, t.version),
  ],
);

export type Consent = typeof consents.$inferSelect;
export type ConsentDocument = (typeof consentDocument.enumValues)[number];
