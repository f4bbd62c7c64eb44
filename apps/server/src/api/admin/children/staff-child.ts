import type { StaffAccount, Transaction } from '@hibi/db';
import { facilityScopeOf } from '../../../auth/require-staff.ts';
import { AppError } from '../../../errors/app-error.ts';
import { childLeavingRepository } from './child-leaving.repository.ts';

const unknownChild = 'お子さまが見つかりません。';

/**
 * An approved child of the staff member's facility, locked for the change. Another facility's
 * child answers as an unknown one (404), so ids reveal nothing, before any input is judged.
 */
export async function lockStaffChild(tx: Transaction, childId: string, staff: StaffAccount) {
  const child = await childLeavingRepository(tx).lockChild(childId);
  const scope = facilityScopeOf(staff);
  if (!child || (scope !== null && child.facilityId !== scope)) throw new AppError('not_found', unknownChild);
  if (!child.approvedAt) throw new AppError('conflict', '承認前のお子さまは退園の登録ができません。');
  return child;
}
