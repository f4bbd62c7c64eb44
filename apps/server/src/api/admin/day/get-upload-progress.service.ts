import type { StaffAccount } from '@hibi/db';
import { assertFacilityAccess } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import { uploadProgressRepository } from '../../../repositories/upload-progress.repository.ts';
import { tokyoDayRange } from './day-query.ts';

/** How far the pipeline got with a facility's uploads of a Tokyo day. */
export async function getUploadProgress(
  context: AppContext,
  staff: StaffAccount,
  query: { facilityId: string; date: string },
) {
  assertFacilityAccess(staff, query.facilityId);
  const { from, to } = tokyoDayRange(query.date);
  return uploadProgressRepository(context.database.db).ofRange(query.facilityId, from, to);
}
