import { z } from 'zod';
import { facilityCodeField } from '../groups.ts';
import { uploadBatchLimit } from '../limits.ts';
import { uploadTicketSchema } from '../signup.ts';
import { adminString } from './admin-fields.ts';

export { uploadBatchLimit, uploadFileName } from '../limits.ts';

export const uploadTicketsRequestSchema = z.object({
  facilityCode: facilityCodeField,
  files: z
    .array(
      z.object({
        name: adminString(255),
        contentType: adminString(255),
        size: z.number().int().positive('空のファイルはアップロードできません。'),
      }),
    )
    .min(1, 'ファイルを選択してください。')
    .max(uploadBatchLimit, '一度にアップロードできるのは500件までです。'),
});

/** The sign-up's browser-POST ticket, named by the file it is for instead of a reference id. */
export const adminUploadTicketSchema = uploadTicketSchema
  .omit({ referenceId: true })
  .extend({ name: z.string() });
export type AdminUploadTicket = z.infer<typeof adminUploadTicketSchema>;

export const uploadTicketsResponseSchema = z.object({ tickets: z.array(adminUploadTicketSchema) });

export const completeUploadsRequestSchema = z.object({
  facilityCode: facilityCodeField,
  keys: z.array(adminString(255)).min(1).max(uploadBatchLimit),
  names: z
    .record(adminString(255), adminString(255))
    .optional()
    .describe("each key's file name (uploadFileName), shown to staff if its file fails"),
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

/** The console's upload calls (decision 0086), bound to `adminUploadApi`. */
export const adminUploadSchemas = {
  createTickets: { body: uploadTicketsRequestSchema, answer: uploadTicketsResponseSchema },
  complete: { body: completeUploadsRequestSchema, answer: completeUploadsResponseSchema },
  progress: { query: uploadProgressQuerySchema, answer: uploadProgressResponseSchema },
};
