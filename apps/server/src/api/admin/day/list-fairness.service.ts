import type { FairnessResponse } from '@hibi/contract';
import type { StaffAccount } from '@hibi/db';
import { rankForFairness } from '@hibi/domain';
import { assertFacilityAccess } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import { fairnessRepository } from '../../../repositories/fairness.repository.ts';
import { tokyoDayRange } from './day-query.ts';

/** Each child's delivered photos of a facility's day, fewest first (rankForFairness). */
export async function listFairness(
  context: AppContext,
  staff: StaffAccount,
  query: { facilityId: string; date: string; classId?: string },
): Promise<FairnessResponse> {
  assertFacilityAccess(staff, query.facilityId);
  const rows = await fairnessRepository(context.database.db).dayCounts({
    ...query,
    ...tokyoDayRange(query.date),
  });
  const named = rows.map(({ lastName, firstName, ...row }) => ({
    ...row,
    childName: `${lastName} ${firstName}`,
  }));
  return { date: query.date, children: rankForFairness(named) };
}
