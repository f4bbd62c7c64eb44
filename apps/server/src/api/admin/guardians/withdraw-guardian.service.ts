import type { StaffAccount } from '@hibi/db';
import { refreshTokenRepository } from '../../../auth/refresh-token.repository.ts';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { forgetChildJob } from '../../../pipeline/pipeline-job-declarations.ts';
import { auditLogRepository } from '../../../repositories/audit-log.repository.ts';
import { childRepository } from '../../../repositories/child.repository.ts';
import { guardianRepository } from '../../../repositories/guardian.repository.ts';
import { lockGuardian } from '../approvals/waiting-request.ts';

/**
 * Ends a guardian's account (DESIGN.md §3): status withdrawn, every session signed out, media
 * access gone at once; then each child of the family that no other guardian of it still sees has
 * its references, faces, deliveries and movies deleted by a job. A second withdrawal is refused (409).
 */
export async function withdrawGuardian(context: AppContext, email: string, staff: StaffAccount) {
  const { db } = context.database;
  const now = context.now();
  const { guardianId, childIds } = await db.transaction(async (tx) => {
    const guardian = await lockGuardian(tx, { email });
    if (guardian.status === 'withdrawn') throw new AppError('conflict', 'この利用者はすでに退会しています。');
    await guardianRepository(tx).setStatus(guardian.id, 'withdrawn');
    await refreshTokenRepository(tx).revokeGuardianSessions(guardian.id, now);
    await auditLogRepository(tx).byStaff(staff.id, 'guardian.withdraw', ['guardian', guardian.id], {
      previousStatus: guardian.status,
    });
    return { guardianId: guardian.id, childIds: await childRepository(tx).idsLeftByGuardian(guardian.id) };
  });
  for (const childId of childIds) await context.jobs.enqueue(forgetChildJob, { childId });
  return { userId: guardianId, children: childIds.length };
}
