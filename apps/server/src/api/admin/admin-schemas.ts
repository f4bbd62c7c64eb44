import { z } from 'zod';

export const approveGuardianRequestSchema = z.object({
  email: z.email('メールアドレスの形式が正しくありません。'),
});

/** Rejection names the guardian like approval, with the reason the guardian will read. */
export const rejectGuardianRequestSchema = approveGuardianRequestSchema.extend({
  reason: z
    .string()
    .trim()
    .min(1, '理由を入力してください。')
    .max(500, '500文字以内で入力してください。')
    .refine((value) => !/\p{Cc}/u.test(value), '改行や制御文字は使えません。'),
});
export const rejectGuardianResponseSchema = z.object({ userId: z.string(), rejectionReason: z.string() });

/** Withdrawal names the guardian the same way approval does. */
export const withdrawGuardianRequestSchema = approveGuardianRequestSchema;
export const withdrawGuardianResponseSchema = z.object({
  userId: z.string(),
  children: z.number().int().describe('children whose data is being deleted'),
});

export const approveGuardianResponseSchema = z.object({ userId: z.string(), approvedAt: z.string() });
