import type { StaffAccount } from '@hibi/db';
import { planAtApproval } from '@hibi/domain';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { queueMail } from '../../../mail/queue-mail.ts';
import { requestApprovedMail } from '../../../mail/templates/request-approved.ts';
import { requestApprovedPush } from '../../../push/push-messages.ts';
import { queuePush } from '../../../push/queue-push.ts';
import { auditLogRepository } from '../../../repositories/audit-log.repository.ts';
import { childRepository } from '../../../repositories/child.repository.ts';
import { guardianRepository } from '../../../repositories/guardian.repository.ts';
import { assertApprovalReason } from './approval-reason.ts';
import { assertMayDecide, type GuardianTarget, lockWaitingRequest } from './waiting-request.ts';

/**
 * A staff member of the child's facility (or an operator) approves a waiting request (status
 * requested): the guardian and their children are approved now (media delivered before stay hidden
 * from them), the free trial starts (DESIGN.md §3), the child is placed in `classId` when given,
 * and the guardian's mail saying so is queued with the approval. A request that most likely names
 * an enrolled child of another family needs `reason` (assertApprovalReason); the audit keeps it.
 */
export async function approveGuardian(
  context: AppContext,
  target: GuardianTarget,
  staff: StaffAccount,
  options: { classId?: string | null; reason?: string } = {},
) {
  const approvedAt = context.now();
  await assertMayDecide(context.database.db, target, staff);
  const sameChild = await assertApprovalReason(context.database.db, target, options.reason, approvedAt);
  const reason = options.reason?.trim() || undefined;
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
      ...approvalDetail(options.classId, reason, sameChild),
    });
    const mail = { to: locked.email, name: locked, publicUrl: context.settings.PUBLIC_URL };
    await queueMail(context.jobs, requestApprovedMail({ ...mail, approvedAt, trialDays: plan.trialDays }), {
      transaction: tx,
    });
    const key = `guardian-approved:${locked.id}:${approvedAt.getTime()}`;
    await queuePush(context.jobs, tx, { guardianIds: [locked.id], key, message: requestApprovedPush() });
    return locked;
  });
  return { userId: guardian.id, approvedAt: approvedAt.toISOString() };
}

/** What the audit keeps of an approval: the class, and the reason to approve a likely same child. */
function approvalDetail(
  classId: string | null | undefined,
  reason: string | undefined,
  sameChild: Awaited<ReturnType<typeof assertApprovalReason>>,
) {
  const detail = {
    ...(classId ? { classId } : {}),
    ...(reason ? { reason } : {}),
    ...(sameChild
      ? { differentFrom: sameChild.childId, matchedBy: sameChild.matchedBy, similarity: sameChild.similarity }
      : {}),
  };
  return Object.keys(detail).length > 0 ? { detail } : {};
}
