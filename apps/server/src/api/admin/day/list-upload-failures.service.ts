import type { UploadFailuresResponse } from '@hibi/contract';
import type { StaffAccount } from '@hibi/db';
import { assertFacilityAccess } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import { tokyoDayRange } from './day-query.ts';
import { adminUploadRepository } from './uploads.repository.ts';

/** More than a day's failures would be a broken camera; the count beside the list tells the rest. */
const listLimit = 200;

/**
 * A facility's uploads of a Tokyo day the pipeline could not use, each with its file name and
 * Japanese reason. Facility staff reach their own facility's only.
 */
export async function listUploadFailures(
  context: AppContext,
  staff: StaffAccount,
  query: { facilityId: string; date: string },
): Promise<UploadFailuresResponse> {
  assertFacilityAccess(staff, query.facilityId);
  const { from, to } = tokyoDayRange(query.date);
  const rows = await adminUploadRepository(context.database.db).failedOf(
    query.facilityId,
    from,
    to,
    listLimit,
  );
  const failures = rows.map((row) => ({
    ...row,
    reason: row.reason ?? '処理できませんでした。',
    uploadedAt: row.uploadedAt.toISOString(),
  }));
  return { failures };
}
