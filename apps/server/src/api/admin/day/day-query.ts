import type { StaffAccount } from '@hibi/db';
import { addTokyoDays, tokyoInstant } from '@hibi/domain';
import { assertFacilityAccess, facilityScopeOf } from '../../../auth/require-staff.ts';

/** The instants a Tokyo calendar date (YYYY-MM-DD) runs from and to. */
export function tokyoDayRange(date: string): { from: Date; to: Date } {
  return { from: tokyoInstant(date), to: tokyoInstant(addTokyoDays(date, 1)) };
}

/**
 * The facility a day screen's query may look at: the one asked for when the staff member may
 * (403 otherwise), else their scope (null: every facility, for operators).
 */
export function facilityOfQuery(staff: StaffAccount, facilityId: string | undefined): string | null {
  if (facilityId === undefined) return facilityScopeOf(staff);
  assertFacilityAccess(staff, facilityId);
  return facilityId;
}
