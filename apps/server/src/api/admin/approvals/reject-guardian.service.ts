import type { StaffAccount } from '@hibi/db';
import type { AppContext } from '../../../context.ts';
import { queueRequestRejected } from '../../../mail/templates/request-rejected.ts';
import { auditLogRepository } from '../../../repositories/audit-log.repository.ts';
import { guardianRepository } from '../../../repositories/guardian.repository.ts';
import { type GuardianTarget, lockWaitingRequest } from './waiting-request.ts';

/**
 * A staff member of the child's facility (or an operator) rejects a waiting request (status
 * requested) with a reason the guardian reads in the mail and on the sign-up screen; they sign in
 * again to send new photos or correct it.
 */
export async function rejectGuardian(
  context: AppContext,
  target: GuardianTarget,
  reason: string,
  staff: StaffAccount,
) {
  const guardian = await context.database.db.transaction(async (tx) => {
    const { guardian: locked } = await lockWaitingRequest(tx, target, staff);
    await guardianRepository(tx).reject(locked.id, reason);
    await auditLogRepository(tx).byStaff(staff.id, 'guardian.reject', ['guardian', locked.id], { reason });
    await queueRequestRejected(context, tx, locked, reason);
    return locked;
  });
  return { userId: guardian.id, rejectionReason: reason };
}
