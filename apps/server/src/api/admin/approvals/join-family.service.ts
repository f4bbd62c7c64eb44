import type { JoinFamilyAnswer } from '@hibi/contract';
import type { StaffAccount } from '@hibi/db';
import { planAtApproval } from '@hibi/domain';
import { facilityScopeOf } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { queueMail } from '../../../mail/queue-mail.ts';
import { requestApprovedMail } from '../../../mail/templates/request-approved.ts';
import { auditLogRepository } from '../../../repositories/audit-log.repository.ts';
import { childRepository } from '../../../repositories/child.repository.ts';
import { familyMembershipRepository } from '../../../repositories/family-membership.repository.ts';
import { guardianRepository } from '../../../repositories/guardian.repository.ts';
import { type GuardianTarget, lockWaitingRequest } from './waiting-request.ts';

/**
 * A waiting request names a child already enrolled (decision 0036): instead of enrolling the child a
 * second time, the guardian joins that child's family as a 保護者 and is approved like approveGuardian
 * (trial, mail). In one transaction: their accepted reference photos go to the enrolled child (the
 * same child; more references improve recall), their duplicate child and empty family are removed.
 */
export async function joinFamily(
  context: AppContext,
  target: GuardianTarget,
  childId: string,
  staff: StaffAccount,
): Promise<JoinFamilyAnswer> {
  const approvedAt = context.now();
  return context.database.db.transaction(async (tx) => {
    const { guardian, child: duplicate } = await lockWaitingRequest(tx, target, staff);
    const children = childRepository(tx);
    const found = await children.findWithFamily(childId);
    // Another facility's child is unknown to its staff, whatever the request names.
    const scope = facilityScopeOf(staff);
    const enrolled = found && (scope === null || found.facilityId === scope) ? found : undefined;
    if (!enrolled) throw new AppError('not_found', 'お子さまが見つかりません。');
    if (!enrolled.approvedAt)
      throw new AppError('conflict', 'このお子さまはまだ承認されていないため、ご家族に追加できません。');
    if (!duplicate || duplicate.facilityId !== enrolled.facilityId)
      throw new AppError(
        'conflict',
        'このお子さまは申請と同じ施設に在籍していないため、ご家族に追加できません。',
      );
    const references = await children.moveAcceptedReferences(duplicate.id, enrolled.id);
    await children.removeUnapproved(duplicate.id);
    await familyMembershipRepository(tx).moveTo(guardian.id, enrolled.familyId, 'guardian');
    const plan = planAtApproval(guardian.subscriptionType, await children.trialOfferOfGuardian(guardian.id));
    await guardianRepository(tx).approve(guardian.id, approvedAt, plan.accountType);
    await auditLogRepository(tx).byStaff(staff.id, 'guardian.join', ['guardian', guardian.id], {
      childId: enrolled.id,
      familyId: enrolled.familyId,
      removedChildId: duplicate.id,
      references,
    });
    const mail = { to: guardian.email, name: guardian, publicUrl: context.settings.PUBLIC_URL };
    await queueMail(context.jobs, requestApprovedMail({ ...mail, approvedAt, trialDays: plan.trialDays }), {
      transaction: tx,
    });
    return {
      userId: guardian.id,
      approvedAt: approvedAt.toISOString(),
      childId: enrolled.id,
      familyId: enrolled.familyId,
    };
  });
}
