import { z } from 'zod';
import { reviewQuerySchema, reviewResponseSchema } from './deliveries.ts';

/** GET /api/admin/review/children: whom a photo can be given to by hand, with what tells them apart. */
export const reviewRosterQuerySchema = z.object({
  facilityId: z.uuid().optional().describe('operators: required in effect; staff: their own'),
});

export const reviewRosterChildSchema = z.object({
  childId: z.string(),
  childName: z.string(),
  birthday: z.iso.date(),
  className: z.string().nullable(),
  familyName: z
    .string()
    .describe("the family's approved guardians by name: whose timeline the photo reaches"),
  referenceUrl: z.string().nullable().describe("the child's newest accepted reference photo (preview)"),
});
export type ReviewRosterChild = z.infer<typeof reviewRosterChildSchema>;

export const reviewRosterResponseSchema = z.object({ children: z.array(reviewRosterChildSchema) });

/** The review screen's readings (decision 0086), bound to `adminReviewApi`. */
export const adminReviewSchemas = {
  day: { query: reviewQuerySchema, answer: reviewResponseSchema },
  roster: { query: reviewRosterQuerySchema, answer: reviewRosterResponseSchema },
};
