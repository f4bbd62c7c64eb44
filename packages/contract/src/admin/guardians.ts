import { z } from 'zod';
import { emailField } from '../email-field.ts';
import { idField } from '../fields.ts';
import { approvalReasonField, joinFamilyAnswerSchema, rejectionReasonField } from './approval-decisions.ts';

// The admin CLI's calls on one guardian, named by address: operators only.

// The contract's address rule, so a carrier address signed up with can be named here too.
export const guardianEmailSchema = z.object({ email: emailField });

/** Approval by address (the CLI); `reason` as for the console's approval (decision 0039). */
export const approveGuardianRequestSchema = guardianEmailSchema.extend({
  reason: approvalReasonField.optional(),
});

/** Joining an enrolled child's family names the guardian like approval, and the child (decision 0036). */
export const joinGuardianRequestSchema = guardianEmailSchema.extend({ childId: idField });

/** Rejection names the guardian like approval, with the reason the guardian will read. */
export const rejectGuardianRequestSchema = guardianEmailSchema.extend({
  reason: rejectionReasonField,
});
export const rejectGuardianResponseSchema = z.object({ userId: z.string(), rejectionReason: z.string() });

/** Withdrawal names the guardian the same way approval does. */
export const withdrawGuardianRequestSchema = guardianEmailSchema;
export const withdrawGuardianResponseSchema = z.object({
  userId: z.string(),
  children: z.number().int().describe('children whose data is being deleted'),
});

export const approveGuardianResponseSchema = z.object({ userId: z.string(), approvedAt: z.string() });

/** The schemas of the guardian calls by address (`adminGuardianApi`). */
export const adminGuardianSchemas = {
  approve: { body: approveGuardianRequestSchema, answer: approveGuardianResponseSchema },
  join: { body: joinGuardianRequestSchema, answer: joinFamilyAnswerSchema },
  reject: { body: rejectGuardianRequestSchema, answer: rejectGuardianResponseSchema },
  withdraw: { body: withdrawGuardianRequestSchema, answer: withdrawGuardianResponseSchema },
};
