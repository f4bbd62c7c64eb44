import type { Executor, StaffAccount } from '@hibi/db';
import { assertFacilityAccess } from '../../../../auth/require-staff.ts';
import { AppError } from '../../../../errors/app-error.ts';
import { childRepository } from '../../../../repositories/child.repository.ts';
import { siblingRepository } from '../../../../repositories/sibling.repository.ts';

const notWaiting = '承認待ちの申請が見つかりません。';

/** Before anything is checked or told about a sibling request: 404 unknown, 403 another facility. */
export async function assertMayDecideSibling(db: Executor, childId: string, staff: StaffAccount) {
  const child = await childRepository(db).findWithFamily(childId);
  if (!child) throw new AppError('not_found', notWaiting);
  assertFacilityAccess(staff, child.facilityId);
}

/**
 * Inside a staff member's transaction: the sibling request they named, locked so two decisions
 * queue up; only a request sent and not yet decided, only by staff of the child's facility.
 * Answers the child and the 保護者 who added it (the mail goes to them).
 */
export async function lockWaitingSibling(tx: Executor, childId: string, staff: StaffAccount) {
  const row = await siblingRepository(tx).lockWithGuardian(childId);
  if (!row) throw new AppError('not_found', notWaiting);
  assertFacilityAccess(staff, row.child.facilityId);
  if (row.child.approvedAt || !row.child.siblingRequestedAt)
    throw new AppError('conflict', 'このお子さまは承認待ちではありません。');
  return row;
}
