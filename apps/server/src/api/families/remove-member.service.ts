import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { auditLogRepository } from '../../repositories/audit-log.repository.ts';
import { familyMembershipRepository } from '../../repositories/family-membership.repository.ts';
import { endMembership } from './end-membership.ts';
import { assertNotPaying } from './payer-stays.ts';

/** A 保護者 removes someone else of the family; that person is signed out everywhere at once. */
export async function removeMember(
  context: AppContext,
  guardianId: string,
  familyId: string,
  memberId: string,
) {
  if (memberId === guardianId)
    throw new AppError(
      'conflict',
      'ご自身を外すことはできません。「このご家族から抜ける」をお使いください。',
    );
  await context.database.db.transaction(async (tx) => {
    await familyMembershipRepository(tx).lockFamily(familyId);
    await assertNotPaying(
      tx,
      memberId,
      'この保護者さまがご家族のプランをお支払い中のため、外せません。先にご利用プランを解約してください。',
    );
    if (!(await endMembership(tx, memberId, familyId, context.now())))
      throw new AppError('not_found', 'このメンバーはご家族にいません。');
    await auditLogRepository(tx).byGuardian(guardianId, 'family.member_remove', ['guardian', memberId], {
      familyId,
    });
  });
}
