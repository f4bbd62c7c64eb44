import type { StaffAccount } from '@hibi/db';
import { planAtApproval } from '@hibi/domain';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { requestApprovedMail } from '../../mail/templates/request-approved.ts';
import { auditLogRepository } from '../../repositories/audit-log.repository.ts';
import { childRepository } from '../../repositories/child.repository.ts';
import { guardianRepository } from '../../repositories/guardian.repository.ts';
import { type GuardianTarget, lockWaitingRequest } from './waiting-request.ts';

/**
 * A staff member of the child's facility (or an operator) approves a waiting request (status
 * requested): the guardian and their children are approved now (media delivered before stay hidden
 * from them), the free trial starts (DESIGN.md §3), the child is placed in `classId` when given,
 * and the guardian's mail saying so is queued with the approval.
 */
export async function approveGuardian(
  context: AppContext,
  target: GuardianTarget,
  staff: StaffAccount,
  options: { classId?: string | null } = {},
) {
  const approvedAt = context.now();
  const guardian = await context.database.db.transaction(async (tx) => {
    const { guardian: locked, child } = await lockWaitingRequest(tx, target, staff);
    const children = childRepository(tx);
    if (
      options.classId &&
      !(child && (await children.placeInClass(child.id, child.facilityId, options.classId)))
    )
      throw new AppError('invalid_input', 'クラス: この施設のクラスを選んでください。');
    const plan = planAtApproval(locked.subscriptionType, await children.trialOfferOfGuardian(locked.id));
    await guardianRepository(tx).approve(locked.id, approvedAt, plan.accountType);
    await children.approveOfGuardian(locked.id, approvedAt);
    await auditLogRepository(tx).record({
      actorKind: 'staff',
      actorId: staff.id,
      action: 'guardian.approve',
      targetType: 'guardian',
      targetId: locked.id,
      ...(options.classId ? { detail: { classId: options.classId } } : {}),
    });
    const mail = { to: locked.email, name: locked, publicUrl: context.settings.PUBLIC_URL };
    await queueMail(context.jobs, requestApprovedMail({ ...mail, trialDays: plan.trialDays }), {
      transaction: tx,
    });
    return locked;
  });
  return { userId: guardian.id, approvedAt: approvedAt.toISOString() };
}
