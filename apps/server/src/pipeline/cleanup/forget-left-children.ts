import type { Database } from '@hibi/db';
import { forgettableLeavingDay, tokyoDate } from '@hibi/domain';
import { auditLogRepository } from '../../repositories/audit-log.repository.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import { cleanupRepository } from './cleanup.repository.ts';
import { type ForgottenChild, forgetChild } from './forget-child.ts';

type ForgetLog = { info(details: object, message: string): void };

/**
 * Forgets every child whose leaving day is 30 days past (DESIGN.md §9, decision 0078): its
 * references, faces, deliveries, downloads and movies (forgetChild), then the child itself. The
 * family keeps its account. Logged and audited by counts and ids only, never a name. Idempotent:
 * a child half forgotten by a failed run is found again by the next.
 */
export async function forgetLeftChildren(
  deps: { db: Database; storage: ObjectStorage; now(): Date },
  log: ForgetLog,
): Promise<ForgottenChild[]> {
  const { db } = deps;
  const leftBy = forgettableLeavingDay(tokyoDate(deps.now()));
  const forgotten: ForgottenChild[] = [];
  for (const childId of await cleanupRepository(db).leftChildren(leftBy)) {
    const removed = await forgetChild(deps, childId);
    await db.transaction(async (tx) => {
      await cleanupRepository(tx).deleteChild(childId);
      await auditLogRepository(tx).record({
        actorKind: 'system',
        actorId: null,
        action: 'child.forget',
        targetType: 'child',
        targetId: childId,
        detail: { ...removed, reason: 'left' },
      });
    });
    log.info({ childId, ...removed }, 'left child forgotten');
    forgotten.push(removed);
  }
  return forgotten;
}
