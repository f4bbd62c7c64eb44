import type { ApprovalDetail } from '@hibi/contract';
import type { StaffAccount } from '@hibi/db';
import { assertFacilityAccess } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { approvalQueueRepository } from './approval-queue.repository.ts';
import { describeWaitingRequests } from './approval-requests.ts';

const notFound = '承認待ちの申請が見つかりません。';

/**
 * One waiting request (a guardian's sign-up, or a sibling request by its child), with the
 * classes of its facility to place the child in.
 */
export async function readApprovalRequest(
  context: AppContext,
  staff: StaffAccount,
  target: { guardianId: string } | { siblingId: string },
): Promise<ApprovalDetail> {
  const queue = approvalQueueRepository(context.database.db);
  const [row] = await queue.waiting({ facilityId: null, ...target });
  if (!row) throw new AppError('not_found', notFound);
  assertFacilityAccess(staff, row.facility.id);
  const [request] = await describeWaitingRequests(context, [row]);
  if (!request) throw new AppError('not_found', notFound);
  return { ...request, classes: await queue.classesOf(row.facility.id) };
}
