import { z } from 'zod';
import { idField } from '../fields.ts';

// 退園・卒園 (decision 0078): staff mark a child of their facility as leaving on a day, and may
// undo it before that day.

export const childLeavingReasonSchema = z
  .enum(['withdrawal', 'graduation'], { error: '退園か卒園を選んでください。' })
  .describe('withdrawal: 退園; graduation: 卒園');

export const adminChildParamsSchema = z.object({ childId: idField });

/** PUT /api/admin/children/{childId}/leaving. */
export const childLeavingRequestSchema = z.object({
  leavesOn: z.iso
    .date({ error: '日付を YYYY-MM-DD の形で入力してください。' })
    .describe('YYYY-MM-DD (Asia/Tokyo): the first day the child is no longer at the facility'),
  leavingReason: childLeavingReasonSchema,
});
export type ChildLeavingRequest = z.infer<typeof childLeavingRequestSchema>;

/** A child's leaving as the console and マイページ show it; null while the child stays. */
export const childLeavingSchema = z.object({
  leavesOn: z.string().describe('YYYY-MM-DD: no photos are delivered from this day'),
  leavingReason: childLeavingReasonSchema,
  forgetsOn: z
    .string()
    .describe("YYYY-MM-DD: the child's photos, videos and face data are deleted on this day"),
});
export type ChildLeaving = z.infer<typeof childLeavingSchema>;

export const childLeavingAnswerSchema = z.object({
  childId: idField,
  leaving: childLeavingSchema.nullable(),
});
export type ChildLeavingAnswer = z.infer<typeof childLeavingAnswerSchema>;

/** The schemas of the console's leaving calls (`adminChildLeavingApi`). */
export const adminChildLeavingSchemas = {
  mark: { params: adminChildParamsSchema, body: childLeavingRequestSchema, answer: childLeavingAnswerSchema },
  undo: { params: adminChildParamsSchema, answer: childLeavingAnswerSchema },
};
