import { z } from 'zod';
import { facilityCodeField } from '../groups.ts';
import { adminTextField } from './admin-fields.ts';

const yenRule = '0円から100,000円までの整数で入力してください。';
const daysRule = '0日から365日までの整数で入力してください。';

/**
 * A class in the facility form, in display order: `id` for one that exists (renamed or moved),
 * none for a new one. A class left out is deleted, which the server refuses while it has children.
 */
export const facilityClassInputSchema = z.object({
  id: z.uuid().optional(),
  name: adminTextField(40),
});

/** POST /api/admin/facilities and PUT /api/admin/facilities/{facilityId}. */
export const facilityInputSchema = z
  .object({
    name: adminTextField(100),
    code: facilityCodeField,
    classes: z.array(facilityClassInputSchema).max(50, 'クラスは50件までです。'),
    subscriptionUnitPrice: z.number({ error: yenRule }).int(yenRule).min(0, yenRule).max(100_000, yenRule),
    hasFreeTrial: z.boolean(),
    freeTrialDays: z.number({ error: daysRule }).int(daysRule).min(0, daysRule).max(365, daysRule),
  })
  .refine((facility) => new Set(facility.classes.map((c) => c.name)).size === facility.classes.length, {
    message: '同じ名前のクラスが2つあります。',
    path: ['classes'],
  });
export type FacilityInput = z.input<typeof facilityInputSchema>;

export const facilityIdParamsSchema = z.object({ facilityId: z.uuid() });

export const facilityClassSchema = z.object({
  id: z.string(),
  name: z.string(),
  position: z.number().int(),
  childCount: z.number().int(),
});

export const facilitySchema = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  subscriptionUnitPrice: z.number().int(),
  hasFreeTrial: z.boolean(),
  freeTrialDays: z.number().int(),
  classes: z.array(facilityClassSchema),
  createdAt: z.iso.datetime(),
});
export type AdminFacility = z.infer<typeof facilitySchema>;

/** GET /api/admin/facilities: every facility for operators, their own for facility staff. */
export const facilityListResponseSchema = z.object({ facilities: z.array(facilitySchema) });
export type FacilityListResponse = z.infer<typeof facilityListResponseSchema>;

export const facilityChildSchema = z.object({
  childId: z.string(),
  name: z.string(),
  className: z.string().nullable(),
  approvedAt: z.iso.datetime().nullable(),
});

export const facilityGuardianSchema = z.object({
  guardianId: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(['unverified', 'verified', 'requested', 'approved', 'rejected', 'withdrawn']),
  plan: z.enum(['free', 'trial', 'premium']),
  approvedAt: z.iso.datetime().nullable(),
  children: z.array(facilityChildSchema),
});
export type FacilityGuardian = z.infer<typeof facilityGuardianSchema>;

/** GET /api/admin/facilities/{facilityId}: the facility with its guardians and their children. */
export const facilityDetailResponseSchema = z.object({
  facility: facilitySchema,
  guardians: z.array(facilityGuardianSchema),
});
export type FacilityDetailResponse = z.infer<typeof facilityDetailResponseSchema>;

/** The schemas of the console's facility calls (`adminFacilityApi`). */
export const adminFacilitySchemas = {
  list: { answer: facilityListResponseSchema },
  detail: { params: facilityIdParamsSchema, answer: facilityDetailResponseSchema },
  create: { body: facilityInputSchema, answer: facilitySchema },
  update: { params: facilityIdParamsSchema, body: facilityInputSchema, answer: facilitySchema },
};
