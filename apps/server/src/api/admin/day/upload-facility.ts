import type { StaffAccount } from '@hibi/db';
import { assertFacilityAccess } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { facilityRepository } from '../../../repositories/facility.repository.ts';

/** The facility a staff member uploads to, named by code; operators reach every one, staff their own. */
export async function uploadFacilityFor(context: AppContext, staff: StaffAccount, code: string) {
  const facility = await facilityRepository(context.database.db).findByCode(code);
  if (!facility) throw new AppError('not_found', '指定された施設が見つかりません。');
  assertFacilityAccess(staff, facility.id);
  return facility;
}
