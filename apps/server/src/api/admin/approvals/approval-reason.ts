import type { Database } from '@hibi/db';
import { approvalReasonProblem } from '@hibi/domain';
import { AppError } from '../../../errors/app-error.ts';
import { guardianRepository } from '../../../repositories/guardian.repository.ts';
import { approvalQueueRepository } from './approval-queue.repository.ts';
import { scoreWaitingRequests } from './approval-scores.ts';
import type { GuardianTarget } from './waiting-request.ts';

/**
 * Before approving (outside its transaction: the faces are read, nothing written): a request that
 * most likely names an enrolled child of another family is approved as a different child only
 * with a written reason (decision 0039), 400 otherwise; a sibling request as well (0043). Answers the enrolled child it named.
 */
export async function assertApprovalReason(
  db: Database,
  target: GuardianTarget | { siblingId: string },
  reason: string | undefined,
  now: Date,
) {
  const request =
    'siblingId' in target
      ? { siblingId: target.siblingId }
      : {
          guardianId:
            'guardianId' in target
              ? target.guardianId
              : (await guardianRepository(db).findByEmail(target.email))?.id,
        };
  // An unknown or no longer waiting request is refused by the approval itself, as before.
  if (!request.siblingId && !request.guardianId) return null;
  const rows = await approvalQueueRepository(db).waiting({ facilityId: null, ...request });
  const [scored] = await scoreWaitingRequests(db, rows, now);
  const sameChild = scored?.sameChild ?? null;
  const problem = approvalReasonProblem(sameChild !== null, reason);
  if (problem) throw new AppError('invalid_input', problem);
  return sameChild;
}
