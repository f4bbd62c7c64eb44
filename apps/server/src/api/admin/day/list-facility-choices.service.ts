import type { StaffAccount } from '@hibi/db';
import { facilityScopeOf } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import { facilityChoicesRepository } from '../../../repositories/facility-choices.repository.ts';

/** The facilities (with classes) the day's screens offer: the staff member's own, or every one for operators. */
export async function listFacilityChoices(context: AppContext, staff: StaffAccount) {
  return { facilities: await facilityChoicesRepository(context.database.db).ofScope(facilityScopeOf(staff)) };
}
