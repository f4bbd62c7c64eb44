import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { discardObjects } from '../../references/reference-batch.ts';
import { referenceImageRepository } from '../../references/reference-image.repository.ts';
import { referenceObjectKeys } from '../../references/reference-objects.ts';
import { auditLogRepository } from '../../repositories/audit-log.repository.ts';
import { siblingRepository } from '../../repositories/sibling.repository.ts';
import { assertApprovedGuardian } from './approved-guardian.ts';
import { noSiblingRequest } from './send-sibling-request.service.ts';

/**
 * The 保護者 takes back a brother or sister not approved yet: the child and its photos go (the
 * photos' files after the transaction). An approved child leaves only with the family's withdrawal.
 */
export async function withdrawSibling(
  context: AppContext,
  guardianId: string,
  familyId: string,
  childId: string,
) {
  await assertApprovedGuardian(context.database.db, guardianId);
  const images = await context.database.db.transaction(async (tx) => {
    const siblings = siblingRepository(tx);
    if (!(await siblings.lockPending(familyId, childId))) throw new AppError('not_found', noSiblingRequest);
    const photos = await referenceImageRepository(tx).listAll(childId);
    await siblings.remove(familyId, childId);
    await auditLogRepository(tx).byGuardian(guardianId, 'child.withdraw_request', ['child', childId]);
    return photos;
  });
  await discardObjects(context.storage, referenceObjectKeys(images));
}
