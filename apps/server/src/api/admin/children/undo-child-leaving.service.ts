import type { ChildLeavingAnswer } from '@hibi/contract';
import type { StaffAccount } from '@hibi/db';
import { mayUndoLeaving, tokyoDate } from '@hibi/domain';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { auditLogRepository } from '../../../repositories/audit-log.repository.ts';
import { childLeavingRepository } from './child-leaving.repository.ts';
import { lockStaffChild } from './staff-child.ts';

/**
 * Staff take back a child's leaving before its day (decision 0078): the child stays enrolled and
 * matched. From the day itself it can no longer be undone (409): photos already went to nobody.
 */
export async function undoChildLeaving(
  context: AppContext,
  childId: string,
  staff: StaffAccount,
): Promise<ChildLeavingAnswer> {
  const today = tokyoDate(context.now());
  await context.database.db.transaction(async (tx) => {
    const child = await lockStaffChild(tx, childId, staff);
    if (!child.leavesOn) throw new AppError('conflict', 'このお子さまは退園の登録がありません。');
    if (!mayUndoLeaving(child.leavesOn, today))
      throw new AppError('conflict', '退園日を過ぎているため取り消せません。');
    await childLeavingRepository(tx).setLeaving(child.id, null);
    await auditLogRepository(tx).byStaff(staff.id, 'child.leaving.undo', ['child', child.id], {
      leavesOn: child.leavesOn,
      leavingReason: child.leavingReason,
    });
  });
  return { childId, leaving: null };
}
