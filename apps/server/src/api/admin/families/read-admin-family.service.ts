import type { AdminFamily } from '@hibi/contract';
import type { StaffAccount } from '@hibi/db';
import { forgetsOn } from '@hibi/domain';
import { facilityScopeOf } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { adminFamilyRepository } from './admin-family.repository.ts';

const notFound = 'ご家族が見つかりません。';

/**
 * One family for staff deciding an approval (decision 0039). Facility staff see a family with a
 * child at their facility, and of its children only those at their facility (a brother at another
 * nursery, or his waiting request, is that nursery's business: DESIGN.md §9); any other family is
 * answered as unknown, so ids reveal nothing.
 */
export async function readAdminFamily(
  context: AppContext,
  staff: StaffAccount,
  familyId: string,
): Promise<AdminFamily> {
  const families = adminFamilyRepository(context.database.db);
  const scope = facilityScopeOf(staff);
  const children = (await families.childrenOf(familyId)).filter(
    (child) => scope === null || child.facilityId === scope,
  );
  if (children.length === 0) throw new AppError('not_found', notFound);
  const members = await families.membersOf(familyId);
  return {
    familyId,
    children: children.map(
      ({ facilityId: _facility, approvedAt, faceProtectedAt, leavesOn, leavingReason, ...child }) => ({
        ...child,
        approved: approvedAt !== null,
        faceProtectedAt: faceProtectedAt?.toISOString() ?? null,
        leaving:
          leavesOn && leavingReason ? { leavesOn, leavingReason, forgetsOn: forgetsOn(leavesOn) } : null,
      }),
    ),
    members,
  };
}
