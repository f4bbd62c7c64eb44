import { z } from 'zod';
import { emptyAnswerSchema } from '../api-error.ts';

export const inquiryListQuerySchema = z.object({
  /** Omitted: both. */
  handled: z.enum(['true', 'false']).optional(),
});

export const inquirySchema = z.object({
  id: z.string(),
  kind: z.enum(['contact', 'parents_contact', 'parents_request']),
  name: z.string(),
  companyName: z.string().nullable(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  title: z.string().nullable(),
  message: z.string(),
  createdAt: z.iso.datetime(),
  handledAt: z.iso.datetime().nullable(),
});
export type AdminInquiry = z.infer<typeof inquirySchema>;

/** GET /api/admin/inquiries (operators): newest first. */
export const inquiryListResponseSchema = z.object({ inquiries: z.array(inquirySchema) });
export type InquiryListResponse = z.infer<typeof inquiryListResponseSchema>;

export const inquiryIdParamsSchema = z.object({ inquiryId: z.uuid() });

/** POST /api/admin/inquiries/{inquiryId}/handled. */
export const inquiryHandledRequestSchema = z.object({ handled: z.boolean() });

/** The schemas of the console's inbox calls (`adminInboxApi`). */
export const adminInboxSchemas = {
  list: { query: inquiryListQuerySchema, answer: inquiryListResponseSchema },
  markHandled: {
    params: inquiryIdParamsSchema,
    body: inquiryHandledRequestSchema,
    answer: emptyAnswerSchema,
  },
};
