import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { auditLogRepository } from '../../repositories/audit-log.repository.ts';
import { familyMembershipRepository } from '../../repositories/family-membership.repository.ts';
import { endMembership } from './end-membership.ts';
import { assertNotPaying } from './payer-stays.ts';

const lastGuardian =
  'ご家族の最後の保護者のため、ここからは抜けられません。ご家族ごとの退会はお問い合わせからご連絡ください。';

/**
 * A member withdraws themselves: only their account ends; the family's children and photos stay.
 * The last 保護者 cannot leave this way (the family would have nobody to manage it).
 */
export async function leaveFamily(context: AppContext, guardianId: string, familyId: string) {
  await context.database.db.transaction(async (tx) => {
    const memberships = familyMembershipRepository(tx);
    await memberships.lockFamily(familyId);
    const members = await memberships.listMembers(familyId);
    const guardians = members.filter((member) => member.role === 'guardian');
    if (guardians.length === 1 && guardians[0]?.userId === guardianId)
      throw new AppError('conflict', lastGuardian);
    await assertNotPaying(
      tx,
      guardianId,
      'ご家族のプランをお支払い中のため、抜けられません。先にご利用プランを解約してください。',
    );
    await endMembership(tx, guardianId, familyId, context.now());
    await auditLogRepository(tx).byGuardian(guardianId, 'family.leave', ['guardian', guardianId], {
      familyId,
    });
  });
}
