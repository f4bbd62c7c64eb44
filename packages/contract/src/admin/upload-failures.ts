import { z } from 'zod';
import { uploadProgressQuerySchema } from './uploads.ts';

/** GET /api/admin/uploads/failed: the day's uploads the pipeline could not use, with why. */
export const uploadFailuresQuerySchema = uploadProgressQuerySchema;

export const uploadFailureSchema = z.object({
  mediaId: z.string(),
  kind: z.enum(['photo', 'video']),
  name: z
    .string()
    .nullable()
    .describe("the file's name as uploaded; null for uploads before names were kept"),
  reason: z.string().describe('Japanese, for staff'),
  uploadedAt: z.iso.datetime(),
});
export type UploadFailure = z.infer<typeof uploadFailureSchema>;

export const uploadFailuresResponseSchema = z.object({
  failures: z.array(uploadFailureSchema).describe('newest first, at most 200'),
});
export type UploadFailuresResponse = z.infer<typeof uploadFailuresResponseSchema>;

/** POST /api/admin/uploads/{mediaId}/retry and DELETE /api/admin/uploads/{mediaId}: a failed upload. */
export const failedUploadParamsSchema = z.object({ mediaId: z.uuid() });
export const retryUploadResponseSchema = z.object({ queued: z.string() });
export const removeUploadResponseSchema = z.object({ removed: z.string() });

/** The failed uploads' calls (decision 0086), bound to `adminUploadFailureApi`. */
export const adminUploadFailureSchemas = {
  list: { query: uploadFailuresQuerySchema, answer: uploadFailuresResponseSchema },
  retry: { params: failedUploadParamsSchema, answer: retryUploadResponseSchema },
  remove: { params: failedUploadParamsSchema, answer: removeUploadResponseSchema },
};
