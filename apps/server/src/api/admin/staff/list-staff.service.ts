import type { StaffListResponse } from '@hibi/contract';
import type { StaffAccount } from '@hibi/db';
import { facilityScopeOf } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import { adminStaffRepository } from './admin-staff.repository.ts';

/** Staff accounts and open invitations: every one for operators, their facility's for facility staff. */
export async function listStaff(context: AppContext, staff: StaffAccount): Promise<StaffListResponse> {
  const repository = adminStaffRepository(context.database.db);
  const scope = facilityScopeOf(staff);
  const members = await repository.list(scope);
  const pending = await repository.pendingInvitations(scope, context.now());
  return {
    staff: members.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    pending: pending.map((row) => ({ ...row, expiresAt: row.expiresAt.toISOString() })),
  };
}
