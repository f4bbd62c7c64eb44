import type { FairnessResponse } from '@hibi/contract';
import type { StaffAccount } from '@hibi/db';
import { rankForFairness } from '@hibi/domain';
import { assertFacilityAccess, facilityScopeOf } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import { facilityChoicesRepository } from '../../../repositories/facility-choices.repository.ts';
import { fairnessRepository } from '../../../repositories/fairness.repository.ts';
import { uploadProgressRepository } from '../../../repositories/upload-progress.repository.ts';
import { tokyoDayRange } from './staff-day.ts';

type DayQuery = { facilityId: string; date: string };

/** What the day's screens read: the facilities to pick, the pipeline's progress, fairness. */
export function adminDayService(context: AppContext) {
  const { db } = context.database;
  return {
    async facilityChoices(staff: StaffAccount) {
      return { facilities: await facilityChoicesRepository(db).ofScope(facilityScopeOf(staff)) };
    },

    async uploadProgress(staff: StaffAccount, query: DayQuery) {
      assertFacilityAccess(staff, query.facilityId);
      const { from, to } = tokyoDayRange(query.date);
      return uploadProgressRepository(db).ofRange(query.facilityId, from, to);
    },

    async fairness(staff: StaffAccount, query: DayQuery & { classId?: string }): Promise<FairnessResponse> {
      assertFacilityAccess(staff, query.facilityId);
      const rows = await fairnessRepository(db).dayCounts({ ...query, ...tokyoDayRange(query.date) });
      const named = rows.map(({ lastName, firstName, ...row }) => ({
        ...row,
        childName: `${lastName} ${firstName}`,
      }));
      return { date: query.date, children: rankForFairness(named) };
    },
  };
}
