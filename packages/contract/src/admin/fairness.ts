import { z } from 'zod';

/** GET /api/admin/fairness: how many photos each child received on one day. */
export const fairnessQuerySchema = z.object({
  facilityId: z.uuid(),
  date: z.iso.date().describe('the Tokyo date the photos were taken on (YYYY-MM-DD)'),
  classId: z.uuid().optional().describe('one class; the whole facility without it'),
});

export const fairnessStandingSchema = z
  .enum(['none', 'few', 'enough'])
  .describe("'none': no photo yet; 'few': well under the class's usual count");
export type FairnessStanding = z.infer<typeof fairnessStandingSchema>;

export const fairnessChildSchema = z.object({
  childId: z.string(),
  familyId: z.string().describe("the child's family page in the console"),
  faceProtected: z.boolean().describe('掲載NG: other families get its face blurred'),
  childName: z.string(),
  classId: z.string().nullable(),
  className: z.string().nullable(),
  delivered: z.number().int().describe('photos and videos delivered, not taken back'),
  standing: fairnessStandingSchema,
});
export type FairnessChild = z.infer<typeof fairnessChildSchema>;

export const fairnessResponseSchema = z.object({
  date: z.iso.date(),
  /** Fewest first, ties by name: the children to photograph before the day ends come first. */
  children: z.array(fairnessChildSchema),
});
export type FairnessResponse = z.infer<typeof fairnessResponseSchema>;

/** The fairness screen's call (decision 0086), bound to `adminFairnessApi`. */
export const adminFairnessSchemas = {
  children: { query: fairnessQuerySchema, answer: fairnessResponseSchema },
};
