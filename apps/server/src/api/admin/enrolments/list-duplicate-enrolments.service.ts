import type { DuplicateEnrolments, Enrolment } from '@hibi/contract';
import type { StaffAccount } from '@hibi/db';
import { duplicateEnrolments } from '@hibi/domain';
import { assertFacilityAccess } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import { enrolmentRepository } from '../../../repositories/enrolment.repository.ts';
import { familyMembershipRepository } from '../../../repositories/family-membership.repository.ts';

/**
 * The facility's children enrolled twice (the same name and birthday): what the console offers to
 * merge. Made before decision 0036 caught them at approval, or approved by hand since.
 */
export async function listDuplicateEnrolments(
  context: AppContext,
  staff: StaffAccount,
  facilityId: string,
): Promise<DuplicateEnrolments> {
  assertFacilityAccess(staff, facilityId);
  const { db } = context.database;
  const enrolled = (await enrolmentRepository(db).approvedAt(facilityId)).flatMap((row) =>
    row.approvedAt ? [{ ...row, approvedAt: row.approvedAt }] : [],
  );
  const pairs = duplicateEnrolments(enrolled);
  const familyIds = [...new Set(pairs.flatMap((pair) => [pair.kept.familyId, pair.merged.familyId]))];
  const guardians = await familyMembershipRepository(db).guardiansOf(familyIds);
  const answer = (child: (typeof enrolled)[number]): Enrolment => ({
    childId: child.childId,
    name: `${child.lastName} ${child.firstName}`,
    birthday: child.birthday,
    className: child.className,
    approvedAt: child.approvedAt.toISOString(),
    familyId: child.familyId,
    guardianNames: guardians
      .filter((guardian) => guardian.familyId === child.familyId)
      .map((guardian) => `${guardian.lastName ?? ''} ${guardian.firstName ?? ''}`.trim()),
    deliveryCount: child.deliveryCount,
  });
  return { pairs: pairs.map((pair) => ({ kept: answer(pair.kept), merged: answer(pair.merged) })) };
}
