import { z } from 'zod';
import { uploadTicketSchema } from '../signup.ts';

/** How many files one ticket or completion call takes; the console asks in chunks of this size. */
export const uploadBatchLimit = 500;

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
    .max(uploadBatchLimit, '一度にアップロードできるのは500件までです。'),
});

/** The sign-up's browser-POST ticket, named by the file it is for instead of a reference id. */
export const staffUploadTicketSchema = uploadTicketSchema
  .omit({ referenceId: true })
  .extend({ name: z.string() });
export type StaffUploadTicket = z.infer<typeof staffUploadTicketSchema>;

export const uploadTicketsResponseSchema = z.object({ tickets: z.array(staffUploadTicketSchema) });

export const completeUploadsRequestSchema = z.object({
  facilityCode: z.string().min(1, '施設コードを入力してください。'),
  keys: z.array(z.string().min(1)).min(1).max(uploadBatchLimit),
});

export const completeUploadsResponseSchema = z.object({
  /** Media ids whose ingest was queued. */
  queued: z.array(z.string()),
  /** Keys with no uploaded file behind them (the upload failed or never happened). */
  missing: z.array(z.string()),
});

/** GET /api/admin/uploads/progress: the pipeline's work on one facility's uploads of one day. */
export const uploadProgressQuerySchema = z.object({
  facilityId: z.uuid(),
  date: z.iso.date().describe('the Tokyo date the files were uploaded on (YYYY-MM-DD)'),
});

export const uploadProgressResponseSchema = z.object({
  uploaded: z.number().int().describe('media uploaded that day'),
  processing: z.number().int().describe('still in the pipeline'),
  processed: z.number().int().describe('ready: made into images and matched'),
  failed: z.number().int(),
  facesFound: z.number().int(),
  childrenMatched: z.number().int().describe('children who received at least one of them'),
});
export type UploadProgress = z.infer<typeof uploadProgressResponseSchema>;
