import { rejectionReasonField } from '@hibi/contract';
import { z } from 'zod';

export const uploadTicketsRequestSchema = z.object({
  facilityCode: z.string().min(1, '施設コードを入力してください。'),
  files: z
    .array(
      z.object({
        name: z.string().min(1).max(255),
        contentType: z.string().min(1),
        size: z.number().int().positive('空のファイルはアップロードできません。'),
      }),
    )
    .min(1, 'ファイルを選択してください。')
    .max(500, '一度にアップロードできるのは500件までです。'),
});

const ticketSchema = z.object({
  name: z.string(),
  url: z.string(),
  key: z.string(),
  AWSAccessKeyId: z.string(),
  policy: z.string(),
  signature: z.string(),
  xAmzSecurityToken: z.string().optional(),
});

export const uploadTicketsResponseSchema = z.object({ tickets: z.array(ticketSchema) });

export const completeUploadsRequestSchema = z.object({
  facilityCode: z.string().min(1, '施設コードを入力してください。'),
  keys: z.array(z.string().min(1)).min(1).max(500),
});

export const completeUploadsResponseSchema = z.object({
  /** Media ids whose ingest was queued. */
  queued: z.array(z.string()),
  /** Keys with no uploaded file behind them (the upload failed or never happened). */
  missing: z.array(z.string()),
});

export const approveGuardianRequestSchema = z.object({
  email: z.email('メールアドレスの形式が正しくありません。'),
});

/** Rejection names the guardian like approval, with the reason the guardian will read. */
export const rejectGuardianRequestSchema = approveGuardianRequestSchema.extend({
  reason: rejectionReasonField,
});
export const rejectGuardianResponseSchema = z.object({ userId: z.string(), rejectionReason: z.string() });

/** Withdrawal names the guardian the same way approval does. */
export const withdrawGuardianRequestSchema = approveGuardianRequestSchema;
export const withdrawGuardianResponseSchema = z.object({
  userId: z.string(),
  children: z.number().int().describe('children whose data is being deleted'),
});

export const approveGuardianResponseSchema = z.object({ userId: z.string(), approvedAt: z.string() });
