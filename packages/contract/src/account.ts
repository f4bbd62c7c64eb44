import { z } from 'zod';
import { idField, oneLineText } from './fields.ts';

export const subscriptionTypeSchema = z
  .enum(['free', 'trial', 'premium'])
  .describe('premium while a subscription is current; a trial whose days have run out reads as free');

export const userIdParamsSchema = z.object({ userId: idField });
export const childIdParamsSchema = z.object({ childId: idField });

const instant = z.iso.datetime().describe('ISO 8601 instant (UTC)');

/** The account's status (DESIGN.md §3). */
export const accountStatusSchema = z.enum([
  'unverified',
  'verified',
  'requested',
  'approved',
  'rejected',
  'withdrawn',
]);

export const userInfoResponseSchema = z.object({
  email: z.string(),
  status: accountStatusSchema,
  userId: z.uuid(),
  userUid: z.uuid(),
  subscriptionType: subscriptionTypeSchema,
  approvedAt: instant.nullable(),
});
export type UserInfoResponse = z.infer<typeof userInfoResponseSchema>;

export const profileResponseSchema = z.object({
  firstName: z.string().nullable().describe('null until the sign-up request is sent'),
  lastName: z.string().nullable(),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/**
 * PUT /api/users/{userId}/profile: the guardian's own name, as they want it shown to their family
 * and written in mails (a 家族 who joined by invitation gives it here first).
 */
export const profileUpdateSchema = z.object({
  lastName: oneLineText(50).min(1),
  firstName: oneLineText(50).min(1),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const childSchema = z.object({
  childId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  nickname: z.string().nullable(),
  birthday: z.iso.date(),
  groupId: z.uuid(),
  classId: z.uuid().nullable(),
  spendFreeTrial: z.boolean().describe("true once this child's free trial has been used"),
  approvedAt: instant.nullable(),
  siblingRequestedAt: instant
    .nullable()
    .describe(
      'A brother or sister added from マイページ: when sent for approval; null for a draft (decision 0043)',
    ),
  siblingRejectionReason: z.string().nullable().describe('Why staff sent the sibling request back'),
});
export const childrenResponseSchema = z.array(childSchema).describe('The first child is the primary one.');
export type ChildResponse = z.infer<typeof childSchema>;

export const groupResponseSchema = z.object({
  groupId: z.uuid(),
  name: z.string(),
  subscriptionUnitPrice: z.number().int().describe('yen per month, tax included'),
  hasFreeTrial: z.boolean(),
  freeTrialDays: z.number().int(),
});
export type GroupResponse = z.infer<typeof groupResponseSchema>;

export const accountSchemas = {
  userInfo: { answer: userInfoResponseSchema },
  profile: { params: userIdParamsSchema, answer: profileResponseSchema },
  updateProfile: { params: userIdParamsSchema, body: profileUpdateSchema, answer: profileResponseSchema },
  children: { params: userIdParamsSchema, answer: childrenResponseSchema },
  childGroup: { params: childIdParamsSchema, answer: groupResponseSchema },
};
