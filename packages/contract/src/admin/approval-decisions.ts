import { z } from 'zod';
import { idField } from '../fields.ts';
import { withoutControlCharacters } from './admin-fields.ts';
import {
  approvalDetailSchema,
  approvalGuardianParamsSchema,
  approvalQueueQuerySchema,
  approvalQueueSchema,
  approvalSiblingParamsSchema,
} from './approvals.ts';

// The decisions on a waiting request: approve, join an enrolled child's family, reject.

/** Why a request that most likely names an enrolled child is approved as a different child. */
export const approvalReasonField = withoutControlCharacters(
  z.string().trim().max(500, '500文字以内で入力してください。'),
);

/** The console's form for approving a likely same child as a different child: a reason is required. */
export const differentChildReasonSchema = z.object({
  reason: approvalReasonField.min(1, '別のお子さまとして承認する理由を入力してください。'),
});
export type DifferentChildReason = z.infer<typeof differentChildReasonSchema>;

/**
 * POST …/approve: optionally places the child in a class of its facility. `reason` is required
 * when the request has a sameChild (the audit log keeps it).
 */
export const approveRequestSchema = z.object({
  classId: idField.nullish(),
  reason: approvalReasonField.optional(),
});
export type ApproveRequest = z.infer<typeof approveRequestSchema>;
export const approveAnswerSchema = z.object({ userId: idField, approvedAt: z.string() });
export type ApproveAnswer = z.infer<typeof approveAnswerSchema>;

/** POST …/join: the guardian joins the family of this enrolled child instead of enrolling theirs. */
export const joinFamilyRequestSchema = z.object({ childId: idField });
export type JoinFamilyRequest = z.infer<typeof joinFamilyRequestSchema>;
export const joinFamilyAnswerSchema = z.object({
  userId: idField,
  approvedAt: z.string(),
  childId: idField.describe('the enrolled child the guardian now shares'),
  familyId: idField,
});
export type JoinFamilyAnswer = z.infer<typeof joinFamilyAnswerSchema>;

/** The reason the guardian reads in the mail and on the sign-up screen: one line. */
export const rejectionReasonField = withoutControlCharacters(
  z.string().trim().min(1, '理由を入力してください。').max(500, '500文字以内で入力してください。'),
);

/** POST …/reject. */
export const rejectRequestSchema = z.object({ reason: rejectionReasonField });
export type RejectRequest = z.infer<typeof rejectRequestSchema>;
export const rejectAnswerSchema = z.object({ userId: idField, rejectionReason: z.string() });
export type RejectAnswer = z.infer<typeof rejectAnswerSchema>;

/** POST /admin/approvals/siblings/{childId}/approve: the brother or sister is enrolled now. */
export const approveSiblingAnswerSchema = z.object({ childId: idField, approvedAt: z.string() });
export type ApproveSiblingAnswer = z.infer<typeof approveSiblingAnswerSchema>;
/** POST /admin/approvals/siblings/{childId}/reject: back to the 保護者 with the reason. */
export const rejectSiblingAnswerSchema = z.object({ childId: idField, rejectionReason: z.string() });
export type RejectSiblingAnswer = z.infer<typeof rejectSiblingAnswerSchema>;

/** The schemas of the console's approval calls (`adminApprovalApi`). */
export const adminApprovalSchemas = {
  list: { query: approvalQueueQuerySchema, answer: approvalQueueSchema },
  detail: { params: approvalGuardianParamsSchema, answer: approvalDetailSchema },
  approve: { params: approvalGuardianParamsSchema, body: approveRequestSchema, answer: approveAnswerSchema },
  join: {
    params: approvalGuardianParamsSchema,
    body: joinFamilyRequestSchema,
    answer: joinFamilyAnswerSchema,
  },
  reject: { params: approvalGuardianParamsSchema, body: rejectRequestSchema, answer: rejectAnswerSchema },
  siblingDetail: { params: approvalSiblingParamsSchema, answer: approvalDetailSchema },
  approveSibling: {
    params: approvalSiblingParamsSchema,
    body: approveRequestSchema,
    answer: approveSiblingAnswerSchema,
  },
  sendBackSibling: {
    params: approvalSiblingParamsSchema,
    body: rejectRequestSchema,
    answer: rejectSiblingAnswerSchema,
  },
};
