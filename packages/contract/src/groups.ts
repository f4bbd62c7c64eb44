import { z } from 'zod';

/** Facility codes are stored this way (lowercase ASCII letters, digits, '-' and '_'), e.g. "hinata". */
const facilityCodePattern = /^[a-z0-9][a-z0-9_-]*$/;
const facilityCodeRule = '英字・数字・ハイフンの64文字以内で入力してください。';

/**
 * A facility code as families type it or a link carries it (DESIGN.md §6): surrounding spaces
 * dropped, full-width letters and digits made half-width (NFKC), lowercased.
 */
export function normalizeFacilityCode(input: string): string {
  return input.normalize('NFKC').trim().toLowerCase();
}

export const facilityCodeField = z
  .string()
  .transform(normalizeFacilityCode)
  .pipe(
    z
      .string()
      .min(1, '入力してください。')
      .max(64, facilityCodeRule)
      .regex(facilityCodePattern, facilityCodeRule),
  );

/** GET /api/groups/code/{facilityCode}: the facility a code names, for the sign-up request. */
export const facilityCodeParamsSchema = z.object({ facilityCode: facilityCodeField });

export const facilityByCodeResponseSchema = z.object({
  groupId: z.uuid().describe('The groupId of POST /api/users/{userId}/create/request'),
  name: z.string(),
});
export type FacilityByCodeResponse = z.infer<typeof facilityByCodeResponseSchema>;

export const groupSchemas = {
  byCode: { params: facilityCodeParamsSchema, answer: facilityByCodeResponseSchema },
};
