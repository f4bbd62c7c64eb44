import { approvalReasonField, emailField, idField, rejectionReasonField } from '@hibi/contract';
import { z } from 'zod';

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
