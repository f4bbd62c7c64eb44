import { z } from 'zod';
import { idField } from '../fields.ts';
import { facilityIdParamsSchema } from './facilities.ts';

/** One enrolment of a child, as the console shows it beside its likely twin enrolment. */
export const enrolmentSchema = z.object({
  childId: z.uuid(),
  name: z.string(),
  birthday: z.iso.date(),
  className: z.string().nullable(),
  approvedAt: z.iso.datetime(),
  familyId: z.uuid(),
  /** The family's 保護者, oldest first: whose child each enrolment is. */
  guardianNames: z.array(z.string()),
  deliveryCount: z.number().int(),
});
export type Enrolment = z.infer<typeof enrolmentSchema>;

/** GET /api/admin/facilities/{facilityId}/duplicate-enrolments: one child enrolled twice. */
export const duplicateEnrolmentsResponseSchema = z.object({
  pairs: z.array(z.object({ kept: enrolmentSchema, merged: enrolmentSchema })),
});
export type DuplicateEnrolments = z.infer<typeof duplicateEnrolmentsResponseSchema>;

export const enrolmentParamsSchema = z.object({ childId: idField });
/** POST /api/admin/children/{childId}/merge: this enrolment becomes part of `intoChildId`. */
export const mergeEnrolmentRequestSchema = z.object({ intoChildId: idField });
export type MergeEnrolmentRequest = z.infer<typeof mergeEnrolmentRequestSchema>;
export const mergeEnrolmentAnswerSchema = z.object({
  childId: z.uuid(),
  familyId: z.uuid(),
  removedChildId: z.uuid(),
  movedDeliveries: z.number().int(),
  movedReferences: z.number().int(),
});
export type MergeEnrolmentAnswer = z.infer<typeof mergeEnrolmentAnswerSchema>;

/** The schemas of the console's enrolment calls (`adminEnrolmentApi`). */
export const adminEnrolmentSchemas = {
  listDuplicates: { params: facilityIdParamsSchema, answer: duplicateEnrolmentsResponseSchema },
  merge: {
    params: enrolmentParamsSchema,
    body: mergeEnrolmentRequestSchema,
    answer: mergeEnrolmentAnswerSchema,
  },
};
