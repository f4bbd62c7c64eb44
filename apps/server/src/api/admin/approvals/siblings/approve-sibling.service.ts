import type { StaffAccount } from '@hibi/db';
import type { AppContext } from '../../../../context.ts';
import { AppError } from '../../../../errors/app-error.ts';
import { queueMail } from '../../../../mail/queue-mail.ts';
import { siblingApprovedMail } from '../../../../mail/templates/sibling-decided.ts';
import { siblingApprovedPush } from '../../../../push/push-messages.ts';
import { queuePush } from '../../../../push/queue-push.ts';
import { auditLogRepository } from '../../../../repositories/audit-log.repository.ts';
import { childRepository } from '../../../../repositories/child.repository.ts';
import { siblingRepository } from '../../../../repositories/sibling.repository.ts';
import { assertApprovalReason } from '../approval-reason.ts';
import { assertMayDecideSibling, lockWaitingSibling } from './waiting-sibling.ts';

/**
 * Staff approve a brother or sister (decision 0043): the child joins matching and the family's
 * screens from now on, placed in `classId` when given. A likely enrolled child of another family
 * needs `reason`, as a sign-up does (0039); the audit keeps it.
 */
export async function approveSibling(
  context: AppContext,
  childId: string,
  staff: StaffAccount,
  options: { classId?: string | null; reason?: string } = {},
) {
  const approvedAt = context.now();
  const db = context.database.db;
  await assertMayDecideSibling(db, childId, staff);
  const sameChild = await assertApprovalReason(db, { siblingId: childId }, options.reason, approvedAt);
  const reason = options.reason?.trim() || undefined;
  await db.transaction(async (tx) => {
    const { child, guardian } = await lockWaitingSibling(tx, childId, staff);
    if (
      options.classId &&
      !(await childRepository(tx).placeInClass(child.id, child.facilityId, options.classId))
    )
      throw new AppError('invalid_input', 'クラス: この施設のクラスを選んでください。');
    await siblingRepository(tx).approve(child.id, approvedAt);
    await auditLogRepository(tx).record({
      actorKind: 'staff',
      actorId: staff.id,
      action: 'child.approve',
      targetType: 'child',
      targetId: child.id,
      detail: {
        ...(options.classId ? { classId: options.classId } : {}),
        ...(reason ? { reason } : {}),
        ...(sameChild ? { differentFrom: sameChild.childId, similarity: sameChild.similarity } : {}),
      },
    });
    const target = { to: guardian.email, name: guardian, publicUrl: context.settings.PUBLIC_URL, child };
    await queueMail(context.jobs, siblingApprovedMail(target), { transaction: tx });
    const push = siblingApprovedPush({ child, childId: child.id });
    await queuePush(context.jobs, tx, {
      guardianIds: [guardian.id],
      key: `child-approved:${child.id}`,
      message: push,
    });
  });
  return { childId, approvedAt: approvedAt.toISOString() };
}
