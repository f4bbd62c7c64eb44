import type { AdminFamily } from '@hibi/contract';
import type { StaffAccount } from '@hibi/db';
import { facilityScopeOf } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { adminFamilyRepository } from './admin-family.repository.ts';

const notFound = 'ご家族が見つかりません。';

/**
 * One family for staff deciding an approval (decision 0039). Facility staff see a family with a
 * child at their facility; any other family is answered as unknown, so ids reveal nothing.
 */
export async function readAdminFamily(
  context: AppContext,
  staff: StaffAccount,
  familyId: string,
): Promise<AdminFamily> {
  const families = adminFamilyRepository(context.database.db);
  const children = await families.childrenOf(familyId);
  const scope = facilityScopeOf(staff);
  if (children.length === 0 || (scope !== null && !children.some((child) => child.facilityId === scope)))
    throw new AppError('not_found', notFound);
  const members = await families.membersOf(familyId);
  return {
    familyId,
    children: children.map(({ facilityId: _facility, approvedAt, ...child }) => ({
      ...child,
      approved: approvedAt !== null,
    })),
    members,
  };
}
