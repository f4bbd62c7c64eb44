import type { FacilityDetailResponse } from '@hibi/contract';
import type { StaffAccount } from '@hibi/db';
import { assertFacilityAccess } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { adminFacilityRepository } from './admin-facility.repository.ts';
import { toGuardianAnswers } from './facility-answers.ts';
import { facilityNotFound, withClasses } from './facility-classes.ts';

/** One facility with its classes, guardians and children; another facility than one's own: 403. */
export async function readFacility(
  context: AppContext,
  staff: StaffAccount,
  facilityId: string,
): Promise<FacilityDetailResponse> {
  assertFacilityAccess(staff, facilityId);
  const repository = adminFacilityRepository(context.database.db);
  const row = await repository.findById(facilityId);
  if (!row) throw new AppError('not_found', facilityNotFound);
  const [facility] = await withClasses(repository, [row]);
  if (!facility) throw new AppError('not_found', facilityNotFound);
  return { facility, guardians: toGuardianAnswers(await repository.guardiansWithChildren(facilityId)) };
}
