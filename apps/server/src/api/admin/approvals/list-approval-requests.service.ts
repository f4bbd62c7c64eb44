import type { ApprovalQueue } from '@hibi/contract';
import type { StaffAccount } from '@hibi/db';
import { assertFacilityAccess, facilityScopeOf } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import { approvalQueueRepository } from './approval-queue.repository.ts';
import { describeWaitingRequests } from './approval-requests.ts';

/** The waiting requests of one facility (checked against the staff member's scope) or of all theirs. */
export async function listApprovalRequests(
  context: AppContext,
  staff: StaffAccount,
  facilityId?: string,
): Promise<ApprovalQueue> {
  if (facilityId) assertFacilityAccess(staff, facilityId);
  const scope = facilityId ?? facilityScopeOf(staff);
  // A staff account not tied to any facility sees nothing.
  if (scope === '') return { requests: [] };
  const rows = await approvalQueueRepository(context.database.db).waiting({ facilityId: scope });
  return { requests: await describeWaitingRequests(context, rows) };
}
