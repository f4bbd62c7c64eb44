import { z } from 'zod';
import { idField } from '../fields.ts';
import { adminChildParamsSchema } from './child-leaving.ts';

/** PUT /api/admin/children/{childId}/face-protection: 掲載NG on or off (decision 0077). */
export const faceProtectionRequestSchema = z.object({
  protected: z.boolean(),
});
export type FaceProtectionRequest = z.infer<typeof faceProtectionRequestSchema>;

export const faceProtectionSchema = z.object({
  childId: idField,
  faceProtectedAt: z.iso.datetime().nullable().describe('null: not protected'),
});
export type FaceProtection = z.infer<typeof faceProtectionSchema>;

/**
 * GET /api/admin/children/{childId}/redactions: the photos in which the child's face (or one too
 * close to rule out) was blurred for other families, newest first, with what other families see.
 */
export const childRedactionsSchema = z.object({
  items: z.array(
    z.object({
      mediaId: idField,
      kind: z.enum(['photo', 'video']),
      shootingAt: z.iso.datetime(),
      /** What other families see (the blurred size), or the staff's own view when it is not delivered. */
      thumbnailUrl: z.string(),
      faces: z.array(
        z.object({
          reason: z.enum(['matched', 'too_close', 'delivered_by_hand']),
          similarity: z.number(),
        }),
      ),
      /** Why other families do not get it at all; null when they get it blurred. */
      unsafeReason: z.string().nullable(),
    }),
  ),
  /** Photos still waiting for the check (marked moments ago): other families do not see them yet. */
  pending: z.number().int(),
});
export type ChildRedactions = z.infer<typeof childRedactionsSchema>;

/** The schemas of the console's 掲載NG calls (`adminFaceProtectionApi`). */
export const adminFaceProtectionSchemas = {
  set: { params: adminChildParamsSchema, body: faceProtectionRequestSchema, answer: faceProtectionSchema },
  redactions: { params: adminChildParamsSchema, answer: childRedactionsSchema },
};
