import { z } from 'zod';
import { consentItemSchema } from '../consents.ts';
import { idField } from '../fields.ts';
import { earlierRejectionSchema } from './rejection-reasons.ts';

/** GET /api/admin/approvals: operators may narrow the queue to one facility; staff see their own. */
export const approvalQueueQuerySchema = z.object({ facilityId: idField.optional() });
export type ApprovalQueueQuery = z.infer<typeof approvalQueueQuerySchema>;

export const approvalGuardianParamsSchema = z.object({ guardianId: idField });

/** A face the pipeline found, its box in fractions (0..1) of the upright photo. */
export const referenceFaceSchema = z.object({
  box: z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }),
  detectionScore: z.number(),
  quality: z.number().nullable(),
  /** The face kept as the child's reference (a usable photo has exactly one). */
  used: z.boolean(),
});
export type ReferenceFaceInfo = z.infer<typeof referenceFaceSchema>;

/**
 * The face check's verdict on one photo: usable, no face, several faces, another problem
 * (too small, turned, blurred, eyes closed: `reason` says which), or not checked yet.
 */
export const referenceVerdictSchema = z.enum(['usable', 'no_face', 'several_faces', 'unusable', 'checking']);
export type ReferenceVerdictKind = z.infer<typeof referenceVerdictSchema>;

export const approvalReferenceSchema = z.object({
  referenceId: idField,
  /** Signed and short-lived. */
  url: z.string(),
  verdict: referenceVerdictSchema,
  /** The Japanese reason the guardian reads when the photo was refused. */
  reason: z.string().nullable(),
  faceCount: z.number().int().nullable(),
  /** Every face the check found (older photos: only the one kept). */
  faces: z.array(referenceFaceSchema),
});
export type ApprovalReference = z.infer<typeof approvalReferenceSchema>;

/** A guardian (保護者) of an enrolled child's family, as the console names and links them. */
export const familyGuardianSchema = z.object({
  guardianId: idField,
  lastName: z.string().nullable(),
  firstName: z.string().nullable(),
});
export type FamilyGuardian = z.infer<typeof familyGuardianSchema>;

/** An enrolled child of the same facility whose references are close to the waiting child's. */
export const lookAlikeSchema = z.object({
  childId: idField,
  childName: z.string(),
  birthday: z.string().describe('YYYY-MM-DD'),
  className: z.string().nullable(),
  /** The enrolled child's family (GET /api/admin/families/{familyId}) and its guardians. */
  familyId: idField,
  guardians: z.array(familyGuardianSchema),
  /** A brother or sister: the waiting child's own family, not a stranger's look-alike. */
  sameFamily: z.boolean(),
  similarity: z.number(),
  /** One of that child's reference photos (signed), when it has one. */
  thumbnailUrl: z.string().nullable(),
  /** The face found in that photo, to show it close up. */
  thumbnailFace: referenceFaceSchema.nullable(),
});
export type LookAlike = z.infer<typeof lookAlikeSchema>;

/**
 * An enrolled child of the same facility that the waiting child very likely is (decision 0036):
 * the same name and birthday, or faces the matcher would take for that child. Staff may add the
 * guardian to that child's family instead of enrolling the child a second time.
 */
export const sameChildSchema = z.object({
  childId: idField,
  lastName: z.string(),
  firstName: z.string(),
  birthday: z.string().describe('YYYY-MM-DD'),
  className: z.string().nullable(),
  /** What made the match: the same name and birthday, the faces, or both. */
  matchedBy: z.array(z.enum(['name_and_birthday', 'faces'])),
  /** The best face similarity against that child's references, when the faces were compared. */
  similarity: z.number().nullable(),
  familyId: idField,
  /** The family's guardians (保護者), oldest first: who the joined guardian will share the child with. */
  guardians: z.array(familyGuardianSchema),
});
export type SameChild = z.infer<typeof sameChildSchema>;

export const approvalRequestSchema = z.object({
  /**
   * signup: a guardian's sign-up, decided at /admin/approvals/{guardianId}; sibling: a brother or
   * sister an approved 保護者 added to their family, decided at /admin/approvals/siblings/{childId}.
   */
  kind: z.enum(['signup', 'sibling']),
  guardianId: idField,
  guardian: z.object({
    lastName: z.string().nullable(),
    firstName: z.string().nullable(),
    email: z.string(),
    requestedAt: z.string().describe('ISO 8601; when the request was sent'),
  }),
  child: z.object({
    childId: idField,
    lastName: z.string(),
    firstName: z.string(),
    nickname: z.string().nullable(),
    birthday: z.string().describe('YYYY-MM-DD'),
    classId: idField.nullable(),
    className: z.string().nullable(),
  }),
  facility: z.object({ facilityId: idField, name: z.string() }),
  references: z.array(approvalReferenceSchema),
  /** Strongest first; siblings are the common case. */
  lookAlikes: z.array(lookAlikeSchema),
  /**
   * The enrolled child of another family this request very likely names again; null when none.
   * Approving it as a different child needs a written reason (decision 0039).
   */
  sameChild: sameChildSchema.nullable(),
  /** The guardian's consents (DESIGN.md §9), read-only beside the request; null version: 未同意. */
  consents: z.array(consentItemSchema),
  /** Sent again after a rejection (再申請): the latest refusal's reason and date; null the first time. */
  earlierRejection: earlierRejectionSchema.nullable(),
});
export type ApprovalRequest = z.infer<typeof approvalRequestSchema>;

/** /admin/approvals/siblings/{childId}…: a sibling request, named by its child. */
export const approvalSiblingParamsSchema = z.object({ childId: idField });

/** Oldest request first. */
export const approvalQueueSchema = z.object({ requests: z.array(approvalRequestSchema) });
export type ApprovalQueue = z.infer<typeof approvalQueueSchema>;

/** GET /api/admin/approvals/{guardianId}: one request, with the classes it may be placed in. */
export const approvalDetailSchema = approvalRequestSchema.extend({
  classes: z.array(z.object({ classId: idField, name: z.string() })),
});
export type ApprovalDetail = z.infer<typeof approvalDetailSchema>;
