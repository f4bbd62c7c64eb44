import type { AddedSibling, AddSiblingRequest } from '@hibi/contract';
import { type SiblingProblem, siblingProblem } from '@hibi/domain';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { auditLogRepository } from '../../repositories/audit-log.repository.ts';
import { facilityRepository } from '../../repositories/facility.repository.ts';
import { familyRepository } from '../../repositories/family.repository.ts';
import { familyMembershipRepository } from '../../repositories/family-membership.repository.ts';
import { siblingRepository } from '../../repositories/sibling.repository.ts';
import { assertApprovedGuardian } from './approved-guardian.ts';

const refusals: Record<SiblingProblem, string> = {
  family_full: 'ご家族に登録できるお子さまは6人までです。',
  already_in_family: 'このお子さまはすでにご家族に登録されています。',
};

/**
 * A 保護者 adds a brother or sister (decision 0043): a child of the family not approved yet, who
 * sees nothing until staff approve the request sent with their photos (sendSiblingRequest).
 */
export async function addSibling(
  context: AppContext,
  guardianId: string,
  familyId: string,
  details: AddSiblingRequest,
): Promise<AddedSibling> {
  const { db } = context.database;
  await assertApprovedGuardian(db, guardianId);
  if (!(await facilityRepository(db).exists(details.groupId)))
    throw new AppError('invalid_input', '施設: 一覧から施設を選んでください。');
  return db.transaction(async (tx) => {
    // Two adds of one family queue up, so the cap and the duplicate check hold.
    await familyMembershipRepository(tx).lockFamily(familyId);
    const siblings = siblingRepository(tx);
    const problem = siblingProblem(await familyRepository(tx).listChildren(guardianId), details);
    if (problem) throw new AppError('conflict', refusals[problem]);
    const childId = await siblings.add(familyId, guardianId, {
      facilityId: details.groupId,
      firstName: details.firstName,
      lastName: details.lastName,
      nickname: details.nickname ?? null,
      birthday: details.birthday,
    });
    await auditLogRepository(tx).byGuardian(guardianId, 'child.add', ['child', childId]);
    return { childId };
  });
}
