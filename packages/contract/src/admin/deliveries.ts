import { z } from 'zod';
import { withoutControlCharacters } from './admin-fields.ts';

/** GET /api/admin/review: what the matcher delivered and could not decide, for one facility's day. */
export const reviewQuerySchema = z.object({
  facilityId: z.uuid().optional().describe('operators: every facility without it; staff: their own'),
  date: z.iso.date().optional().describe('the Tokyo date the media were taken on'),
  classId: z.uuid().optional().describe("the children's class"),
  limit: z.coerce.number().int().min(1).max(500).default(100).describe('of each list, newest first'),
});
export type ReviewQuery = z.infer<typeof reviewQuerySchema>;

const scores = {
  similarity: z.number().nullable().describe("the face's similarity to the child"),
  margin: z.number().nullable().describe('its lead over the next child'),
};
const item = {
  mediaId: z.string(),
  facilityId: z.string(),
  thumbnailUrl: z.string().nullable().describe('signed, short-lived; null before the media is made'),
};
const child = { childId: z.string(), childName: z.string() };
/** What each list of a delivery starts with: the delivery, its media and its child. */
const delivery = { deliveryId: z.string(), ...item, ...child };

/** Why the matcher delivered a photo (vision's reasons for an accepted face). */
export const deliveryReasonSchema = z
  .enum(['matched', 'next_child_in_photo', 'same_day_faces', 'burst'])
  .describe(
    "'matched': the face alone; 'next_child_in_photo': the face's first child was another face of the photo; 'same_day_faces': the child's sure faces of the same day; 'burst': a twin shot of the same moment",
  );
export type DeliveryReason = z.infer<typeof deliveryReasonSchema>;

export const deliveredItemSchema = z.object({
  ...delivery,
  className: z.string().nullable(),
  source: z.enum(['auto', 'seed', 'manual']).describe("'manual': given by hand"),
  reason: deliveryReasonSchema
    .nullable()
    .describe('null: given by hand, seeded, or delivered before reasons were kept'),
  shootingAt: z.iso.datetime(),
  hidden: z.boolean().describe("hidden by staff (非公開): on no family's timeline while so"),
  ...scores,
});
export type DeliveredItem = z.infer<typeof deliveredItemSchema>;

export const returnedItemSchema = z.object({
  ...delivery,
  returnedAt: z.iso.datetime(),
  ...scores,
});
export type ReturnedItem = z.infer<typeof returnedItemSchema>;

export const takenBackItemSchema = z.object({
  ...delivery,
  takenBackAt: z.iso.datetime(),
  takenBackBy: z.string().nullable().describe("the staff member's name; null when deleted"),
  reason: z.string().nullable().describe('what they wrote when taking it back'),
});
export type TakenBackItem = z.infer<typeof takenBackItemSchema>;

export const undecidedFaceSchema = z.object({
  faceId: z.string(),
  ...item,
  childId: z.string().nullable().describe('the closest child, who did not receive it'),
  childName: z.string().nullable(),
  decidedAt: z.iso.datetime(),
  box: z
    .object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() })
    .describe('the face in the photo, as fractions of its width and height'),
  previewUrl: z.string().nullable().describe('the upright photo, large enough to crop the face from'),
  ...scores,
});
export type UndecidedFace = z.infer<typeof undecidedFaceSchema>;

export const reviewResponseSchema = z.object({
  delivered: z.array(deliveredItemSchema).describe('deliveries standing on the timeline'),
  returned: z.array(returnedItemSchema).describe("items families returned as 'not my child'"),
  takenBack: z
    .array(takenBackItemSchema)
    .describe('deliveries staff took back (取り消した配信), newest first, each to be restored'),
  undecided: z
    .array(undecidedFaceSchema)
    .describe('faces given to nobody because two children, or a returned face, were too close'),
});
export type ReviewResponse = z.infer<typeof reviewResponseSchema>;

/** POST /api/admin/deliveries/{deliveryId}/revoke: a wrong delivery taken back by staff. */
export const revokeDeliveryParamsSchema = z.object({ deliveryId: z.uuid() });
export const revokeDeliveryRequestSchema = z.object({
  reason: withoutControlCharacters(
    z.string().trim().min(1, '取り消す理由を入力してください。').max(500, '500文字以内で入力してください。'),
  ),
});
export type RevokeDeliveryRequest = z.infer<typeof revokeDeliveryRequestSchema>;
export const revokeDeliveryResponseSchema = z.object({ deliveryId: z.string(), revokedAt: z.iso.datetime() });

/** POST /api/admin/deliveries/{deliveryId}/restore: a take-back undone, the delivery standing again. */
export const restoreDeliveryResponseSchema = z.object({ deliveryId: z.string() });

/** POST /api/admin/deliveries: a photo given to a child by hand. */
export const giveDeliveryRequestSchema = z.object({
  mediaId: z.uuid(),
  childId: z.uuid({ error: 'お子さまを選んでください。' }),
  faceId: z.uuid().optional().describe("the child's face in it, learned as a positive example"),
});
export type GiveDeliveryRequest = z.infer<typeof giveDeliveryRequestSchema>;
export const giveDeliveryResponseSchema = z.object({ deliveryId: z.string() });

/** Staff correcting the matcher's deliveries (decision 0086), bound to `adminDeliveryApi`. */
export const adminDeliverySchemas = {
  revoke: {
    params: revokeDeliveryParamsSchema,
    body: revokeDeliveryRequestSchema,
    answer: revokeDeliveryResponseSchema,
  },
  restore: { params: revokeDeliveryParamsSchema, answer: restoreDeliveryResponseSchema },
  give: { body: giveDeliveryRequestSchema, answer: giveDeliveryResponseSchema },
};
