import { z } from 'zod';

/** GET /api/admin/facility-choices: the facilities (with classes) a staff member may work on. */
export const facilityChoicesResponseSchema = z.object({
  facilities: z.array(
    z.object({
      facilityId: z.string(),
      code: z.string(),
      name: z.string(),
      classes: z.array(z.object({ classId: z.string(), name: z.string() })),
    }),
  ),
});
export type FacilityChoices = z.infer<typeof facilityChoicesResponseSchema>['facilities'];

/** The day screens' facility filter (decision 0086), bound to `adminFacilityChoiceApi`. */
export const adminFacilityChoiceSchemas = {
  list: { answer: facilityChoicesResponseSchema },
};
