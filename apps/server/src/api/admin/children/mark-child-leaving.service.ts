import type { ChildLeavingAnswer, ChildLeavingRequest } from '@hibi/contract';
import type { StaffAccount } from '@hibi/db';
import { forgetsOn, leavingDayProblem, tokyoDate } from '@hibi/domain';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { queueMail } from '../../../mail/queue-mail.ts';
import { childLeavingMail } from '../../../mail/templates/child-leaving.ts';
import { auditLogRepository } from '../../../repositories/audit-log.repository.ts';
import { childLeavingRepository } from './child-leaving.repository.ts';
import { lockStaffChild } from './staff-child.ts';

/**
 * Staff mark a child of their facility as leaving (退園・卒園, decision 0078) on `leavesOn`, today
 * or later: from that day it is not matched, 30 days after it is forgotten. The audit log keeps
 * who marked whom; each member of the family is mailed once for this day. Marking again moves the day.
 */
export async function markChildLeaving(
  context: AppContext,
  childId: string,
  staff: StaffAccount,
  request: ChildLeavingRequest,
): Promise<ChildLeavingAnswer> {
  const today = tokyoDate(context.now());
  const leaving = { leavesOn: request.leavesOn, leavingReason: request.leavingReason };
  await context.database.db.transaction(async (tx) => {
    // Authorised first: another facility's staff learn nothing from the date's check.
    const child = await lockStaffChild(tx, childId, staff);
    const problem = leavingDayProblem(leaving.leavesOn, today);
    if (problem) throw new AppError('invalid_input', problem);
    const leavings = childLeavingRepository(tx);
    await leavings.setLeaving(child.id, leaving);
    await auditLogRepository(tx).byStaff(staff.id, 'child.leaving.mark', ['child', child.id], {
      ...leaving,
      previousLeavesOn: child.leavesOn,
    });
    const publicUrl = context.settings.PUBLIC_URL;
    for (const member of await leavings.approvedMembersOf(child.familyId)) {
      const message = childLeavingMail({
        to: member.email,
        name: member,
        publicUrl,
        child,
        ...leaving,
        forgetsOn: forgetsOn(leaving.leavesOn),
      });
      const key = `child-leaving:${child.id}:${leaving.leavesOn}:${member.email}`;
      await queueMail(context.jobs, message, { key, transaction: tx });
    }
  });
  return { childId, leaving: { ...leaving, forgetsOn: forgetsOn(leaving.leavesOn) } };
}
