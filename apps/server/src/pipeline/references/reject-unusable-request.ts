import type { Database } from '@hibi/db';
import { referenceRejectionReason } from '@hibi/domain';
import { queueRequestRejected, type RequestRejectedMailDeps } from '../../mail/templates/request-rejected.ts';
import { auditLogRepository } from '../../repositories/audit-log.repository.ts';
import { guardianRepository } from '../../repositories/guardian.repository.ts';
import { signupRequestRepository } from '../../repositories/signup-request.repository.ts';

/**
 * After a photo was rejected: when the child's waiting request has no accepted photo and none
 * still to check, the request is rejected with the photos' reason (the guardian re-requests with
 * new photos, DESIGN.md §3) and, when given `mail`, the guardian's mail is queued with it. Under the
 * guardian's row lock, so two checks finishing together reject (and mail) once.
 */
export async function rejectUnusableRequest(
  db: Database,
  childId: string,
  mail?: RequestRejectedMailDeps,
): Promise<boolean> {
  const rejected = await db.transaction(async (tx) => {
    const requests = signupRequestRepository(tx);
    const guardian = await requests.guardianOfChildForUpdate(childId);
    if (guardian?.status !== 'requested') return false;
    const reason = referenceRejectionReason(await requests.referencesOf(childId, 'latest-first'));
    if (!reason) return false;
    await guardianRepository(tx).reject(guardian.id, reason);
    await auditLogRepository(tx).record({
      actorKind: 'system',
      actorId: null,
      action: 'guardian.reject',
      targetType: 'guardian',
      targetId: guardian.id,
      detail: { reason, by: 'reference-faces' },
    });
    if (mail) await queueRequestRejected(mail, tx, guardian, reason);
    return true;
  });
  return rejected === true;
}
