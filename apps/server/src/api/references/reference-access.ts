import type { Executor } from '@hibi/db';
import { type ChildAccess, childAccess } from '../../children/child-access.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { auditLogRepository } from '../../repositories/audit-log.repository.ts';

const notApprovedYet =
  'お子さまの写真の確認・追加は、ご利用の承認後にご利用いただけます。承認のお知らせをお待ちください。';

/**
 * The child of the signed-in guardian, once both are approved: before that the photos belong to
 * the sign-up request (its own screens), after a withdrawal to nobody. Another family's child, or
 * an unknown one, answers childAccess's 403.
 */
export function approvedChild(context: AppContext) {
  const access = childAccess(context);
  return async function approvedChildOf(guardianId: string, childId: string): Promise<ChildAccess> {
    const child = await access(guardianId, childId);
    if (!child.seesMedia) throw new AppError('conflict', notApprovedYet);
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
