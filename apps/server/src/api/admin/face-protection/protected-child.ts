import type { StaffAccount } from '@hibi/db';
import { facilityScopeOf } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { faceProtectionRepository } from './face-protection.repository.ts';

/**
 * The child whose 掲載NG staff change or read. Another facility's child is answered as unknown:
 * ids reveal nothing (DESIGN.md §9).
 */
export async function staffChildFor(context: AppContext, staff: StaffAccount, childId: string) {
  const child = await faceProtectionRepository(context.database.db).findChild(childId);
  const scope = facilityScopeOf(staff);
  if (!child || (scope !== null && scope !== child.facilityId))
    throw new AppError('not_found', 'お子さまが見つかりません。');
  return child;
}
