import { children, eq, guardians, type StaffAccount } from '@hibi/db';
import { refreshTokenRepository } from '../../auth/refresh-token.repository.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { forgetChild } from '../../pipeline/cleanup/forget-child.ts';
import { forgetChildJob } from '../../pipeline/pipeline-jobs.ts';
import { auditLogRepository } from '../../repositories/audit-log.repository.ts';

/**
 * Ends a guardian's account (DESIGN.md §3): status withdrawn, every session signed out, media
 * access gone at once; then each child's references, faces, deliveries and movies are deleted by a
 * job (or here, when this server has no queue). A second withdrawal is refused (409).
 */
export async function withdrawGuardian(context: AppContext, guardianId: string, staff: StaffAccount) {
  const { db } = context.database;
  const now = context.now();
  const childIds = await db.transaction(async (tx) => {
    const [guardian] = await tx.select().from(guardians).where(eq(guardians.id, guardianId)).for('update');
    if (!guardian) throw new AppError('not_found', '指定された利用者が見つかりません。');
    if (guardian.status === 'withdrawn') throw new AppError('conflict', 'この利用者はすでに退会しています。');
    await tx.update(guardians).set({ status: 'withdrawn' }).where(eq(guardians.id, guardianId));
    await refreshTokenRepository(tx).revokeGuardianSessions(guardianId, now);
    await auditLogRepository(tx).record({
      actorKind: 'staff',
      actorId: staff.id,
      action: 'guardian.withdraw',
      targetType: 'guardian',
      targetId: guardianId,
      detail: { previousStatus: guardian.status },
    });
    const rows = await tx
      .select({ id: children.id })
      .from(children)
      .where(eq(children.guardianId, guardianId));
    return rows.map((row) => row.id);
  });
  for (const childId of childIds) {
    if (context.jobs) await context.jobs.enqueue(forgetChildJob, { childId });
    else await forgetChild({ db, storage: context.storage }, childId);
  }
  return { userId: guardianId, children: childIds.length };
}
