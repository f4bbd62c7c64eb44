import type { FacilityListResponse } from '@hibi/contract';
import type { StaffAccount } from '@hibi/db';
import { facilityScopeOf } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import { adminFacilityRepository } from './admin-facility.repository.ts';
import { withClasses } from './facility-classes.ts';

/** The facilities in the console: every one for operators, their own for facility staff. */
export async function listFacilities(
  context: AppContext,
  staff: StaffAccount,
): Promise<FacilityListResponse> {
  const repository = adminFacilityRepository(context.database.db);
  return { facilities: await withClasses(repository, await repository.list(facilityScopeOf(staff))) };
}
