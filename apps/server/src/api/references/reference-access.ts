import type { Executor } from '@hibi/db';
import { accessFromRow, type ChildAccess } from '../../children/child-access.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { auditLogRepository } from '../../repositories/audit-log.repository.ts';
import { familyRepository } from '../../repositories/family.repository.ts';

const notApprovedYet =
  'お子さまの写真の確認・追加は、ご利用の承認後にご利用いただけます。承認のお知らせをお待ちください。';

/**
 * A child of the signed-in guardian's family, once the guardian is approved: before that the
 * photos belong to the sign-up request (its own screens), after a withdrawal to nobody. A brother
 * or sister not approved yet is included: its photos go with its request (decision 0043). Another
 * family's child, or an unknown one, answers accessFromRow's 403.
 */
export function approvedChild(context: AppContext) {
  const families = familyRepository(context.database.db);
  return async function approvedChildOf(guardianId: string, childId: string): Promise<ChildAccess> {
    const row = await families.findChildWithFamily(childId, guardianId);
    const child = accessFromRow(row, guardianId, context.now());
    if (row?.guardianStatus !== 'approved') throw new AppError('conflict', notApprovedYet);
    return child;
  };
}

/** A guardian's change to the child's reference photos, in the change's transaction. */
export function recordReferenceChange(
  tx: Executor,
  child: ChildAccess,
  action: 'reference.add' | 'reference.remove',
  detail: Record<string, unknown>,
) {
  return auditLogRepository(tx).record({
    actorKind: 'guardian',
    actorId: child.guardianId,
    action,
    targetType: 'child',
    targetId: child.childId,
    detail,
  });
}
