import { z } from 'zod';
import { idField } from '../fields.ts';
import { childLeavingSchema } from './child-leaving.ts';

export const adminFamilyParamsSchema = z.object({ familyId: idField });

/**
 * GET /api/admin/families/{familyId}: a family as staff check it before an approval (decision
 * 0039): its children and the people who share them. Staff see families of their facility only.
 */
export const adminFamilySchema = z.object({
  familyId: idField,
  children: z.array(
    z.object({
      childId: idField,
      lastName: z.string(),
      firstName: z.string(),
      birthday: z.string().describe('YYYY-MM-DD'),
      className: z.string().nullable(),
      facilityName: z.string(),
      approved: z.boolean(),
      faceProtectedAt: z.iso.datetime().nullable().describe('掲載NG since; null: not protected'),
      leaving: childLeavingSchema.nullable().describe('退園・卒園 when set (decision 0078)'),
    }),
  ),
  members: z.array(
    z.object({
      guardianId: idField,
      lastName: z.string().nullable(),
      firstName: z.string().nullable(),
      email: z.string(),
      role: z.enum(['guardian', 'member']).describe('guardian: 保護者; member: 家族'),
      status: z.string(),
    }),
  ),
});
export type AdminFamily = z.infer<typeof adminFamilySchema>;

/** The schemas of the console's family call (`adminFamilyApi`). */
export const adminFamilySchemas = {
  detail: { params: adminFamilyParamsSchema, answer: adminFamilySchema },
};
