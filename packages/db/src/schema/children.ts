// Children and the reference photos their guardians upload for face matching.
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, requiredReference, timestamps, timestamptz } from './columns.ts';
import { classes, facilities } from './facilities.ts';
import { families } from './families.ts';
import { guardians } from './guardians.ts';

/** Why a child leaves: 退園 (withdrawal) or 卒園 (graduation). */
export const childLeavingReason = pgEnum('child_leaving_reason', ['withdrawal', 'graduation']);

export const children = pgTable(
  'children',
  {
    /** childId in the API. */
    id: id(),
    /**
     * The family the child belongs to: who may see the child is decided by membership of it
     * (decision 0036). Restrict: a family is removed only once its children are.
     */
    familyId: requiredReference('family_id', () => families.id, 'restrict'),
    /**
     * The guardian who enrolled the child (signed up for it); a record, never an access rule.
     * Cascade: withdrawing that guardian deletes the child and, through it, everything delivered.
     */
    guardianId: requiredReference('guardian_id', () => guardians.id, 'cascade'),
    /** Order in the family's list; the lowest is the primary child. Not unique so reordering is easy. */
    position: integer('position').notNull().default(0),
    facilityId: requiredReference('facility_id', () => facilities.id, 'restrict'),
    classId: uuid('class_id').references(() => classes.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    nickname: text('nickname'),
    /** 'YYYY-MM-DD'. */
    birthday: date('birthday', { mode: 'string' }).notNull(),
    /** True once this child's free trial has been used, so a second trial is never granted. */
    spendFreeTrial: boolean('spend_free_trial').notNull().default(false),
    /** Media delivered before this instant are never shown. */
    approvedAt: timestamptz('approved_at'),
    /**
     * A brother or sister added from マイページ: when the 保護者 sent them for approval (null while
     * still a draft, and for the child of a sign-up, whose request is the guardian's own).
     */
    siblingRequestedAt: timestamptz('sibling_requested_at'),
    /** Why staff did not approve the sibling request last sent: the 保護者 reads it on マイページ. */
    siblingRejectionReason: text('sibling_rejection_reason'),
    /**
     * 掲載NG since (decision 0077): other families get this child's face blurred, and nothing that
     * cannot be blurred. Null: not protected.
     */
    faceProtectedAt: timestamptz('face_protected_at'),
    /**
     * 退園・卒園 (decision 0078): the first Tokyo day the child is no longer at the facility. From it
     * the child is not matched; 30 days after it the child is forgotten. Null while enrolled.
     */
    leavesOn: date('leaves_on', { mode: 'string' }),
    leavingReason: childLeavingReason('leaving_reason'),
    ...timestamps(),
  },
  (t) => [
    index('children_guardian_position_idx').on(t.guardianId, t.position),
    index('children_family_position_idx').on(t.familyId, t.position),
    // Matching compares a facility's media with the children of that facility.
    index('children_facility_idx').on(t.facilityId),
    index('children_class_idx').on(t.classId),
    index('children_face_protected_idx').on(t.facilityId).where(sql`${t.faceProtectedAt} is not null`),
    // The daily forgetting job looks for children whose leaving day is 30 days past.
    index('children_leaves_on_idx').on(t.leavesOn),
  ],
);

export const referenceImageStatus = pgEnum('reference_image_status', [
  'pending',
  'uploaded',
  'accepted',
  'rejected',
]);

/** A face the reference check found, without its embedding (only the usable one keeps that). */
export type DetectedFaceRecord = {
  box: { x: number; y: number; width: number; height: number };
  score: number;
  /** faceQuality, 0..1. */
  quality: number;
};

export const referenceImages = pgTable(
  'reference_images',
  {
    /** referenceId in the upload tickets. */
    id: id(),
    childId: requiredReference('child_id', () => children.id, 'cascade'),
    storageKey: text('storage_key').notNull().unique(),
    status: referenceImageStatus('status').notNull().default('pending'),
    /** Faces found by the detector; exactly one makes a usable reference. */
    faceCount: integer('face_count'),
    /** Japanese text shown to the guardian or operator. */
    rejectionReason: text('rejection_reason'),
    /**
     * Every face the check found (boxes as fractions of the upright photo), for operators deciding
     * on the request; null before the check, and on photos checked before this column existed.
     */
    detectedFaces: jsonb('detected_faces').$type<DetectedFaceRecord[]>(),
    /**
     * Small upright WebP shown instead of the original, made by the face check; null before it
     * and on photos checked before this column existed (their original is shown).
     */
    previewKey: text('preview_key'),
    ...timestamps(),
  },
  (t) => [index('reference_images_child_idx').on(t.childId)],
);

export type Child = typeof children.$inferSelect;
export type NewChild = typeof children.$inferInsert;
export type ReferenceImage = typeof referenceImages.$inferSelect;
export type NewReferenceImage = typeof referenceImages.$inferInsert;
export type ChildLeavingReason = (typeof childLeavingReason.enumValues)[number];
export type ReferenceImageStatus = (typeof referenceImageStatus.enumValues)[number];
