import { z } from 'zod';

/** GET /api/admin/media: what one facility uploaded on one Tokyo day, newest first, a page at a time. */
export const uploadedMediaQuerySchema = z.object({
  facilityId: z.uuid(),
  date: z.iso.date().describe('the Tokyo date the files were uploaded on (YYYY-MM-DD)'),
  cursor: z.uuid().optional().describe("the previous page's nextCursor"),
  limit: z.coerce.number().int().min(1).max(120).default(60),
});
export type UploadedMediaQuery = z.infer<typeof uploadedMediaQuerySchema>;

/** Where an upload stands, as staff read it (uploadedMediaStateText in the console). */
export const uploadedMediaStateSchema = z
  .enum(['processing', 'delivered', 'unmatched', 'failed', 'hidden'])
  .describe(
    "'processing': in the pipeline; 'delivered': on deliveredCount children's timelines; 'unmatched': ready, nobody's; 'failed': see failureReason; 'hidden': hidden by staff (非公開)",
  );
export type UploadedMediaState = z.infer<typeof uploadedMediaStateSchema>;

export const uploadedMediaItemSchema = z.object({
  mediaId: z.string(),
  kind: z.enum(['photo', 'video']),
  name: z.string().nullable().describe("the file's name as uploaded; null before names were kept"),
  state: uploadedMediaStateSchema,
  deliveredCount: z.number().int().describe('children whose timeline it stands on (none while hidden)'),
  failureReason: z.string().nullable().describe('Japanese, for staff, when failed'),
  thumbnailUrl: z.string().nullable().describe('signed, short-lived; null before the media is made'),
  uploadedAt: z.iso.datetime(),
  uploadedBy: z.string().nullable().describe("the staff member's name; null when unknown or deleted"),
  hiddenAt: z.iso.datetime().nullable(),
});
export type UploadedMediaItem = z.infer<typeof uploadedMediaItemSchema>;

export const uploadedMediaResponseSchema = z.object({
  items: z.array(uploadedMediaItemSchema),
  nextCursor: z.string().nullable().describe('asks for the older page; null on the last'),
});
export type UploadedMediaResponse = z.infer<typeof uploadedMediaResponseSchema>;

/** POST /api/admin/media/{mediaId}/hide and /unhide, DELETE /api/admin/media/{mediaId}. */
export const uploadedMediaParamsSchema = z.object({ mediaId: z.uuid() });
export const hideMediaResponseSchema = z.object({ mediaId: z.string(), hiddenAt: z.iso.datetime() });
export const unhideMediaResponseSchema = z.object({ mediaId: z.string() });
export const deleteMediaResponseSchema = z.object({ deleted: z.string() });

/** The day's uploaded media calls (decision 0086), bound to `adminUploadedMediaApi`. */
export const adminUploadedMediaSchemas = {
  list: { query: uploadedMediaQuerySchema, answer: uploadedMediaResponseSchema },
  hide: { params: uploadedMediaParamsSchema, answer: hideMediaResponseSchema },
  unhide: { params: uploadedMediaParamsSchema, answer: unhideMediaResponseSchema },
  remove: { params: uploadedMediaParamsSchema, answer: deleteMediaResponseSchema },
};
