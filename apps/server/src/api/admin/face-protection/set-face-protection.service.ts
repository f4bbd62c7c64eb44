import type { FaceProtection } from '@hibi/contract';
import type { StaffAccount } from '@hibi/db';
import type { AppContext } from '../../../context.ts';
import { protectFacilityJob } from '../../../pipeline/pipeline-job-declarations.ts';
import { auditLogRepository } from '../../../repositories/audit-log.repository.ts';
import { faceProtectionRepository } from './face-protection.repository.ts';
import { staffChildFor } from './protected-child.ts';

/**
 * 掲載NG (decision 0077) on or off: staff of the child's facility, or an operator, protect a
 * child's face from other families (on the family's request too, through the console). Each
 * change is in the audit log, and the facility's photos are checked again by the pipeline; until
 * each is, other families do not see it.
 */
export async function setFaceProtection(
  context: AppContext,
  staff: StaffAccount,
  childId: string,
  wanted: boolean,
): Promise<FaceProtection> {
  const child = await staffChildFor(context, staff, childId);
  const answer = (at: Date | null) => ({ childId, faceProtectedAt: at?.toISOString() ?? null });
  if (wanted === (child.faceProtectedAt !== null)) return answer(child.faceProtectedAt);
  const at = wanted ? context.now() : null;
  await context.database.db.transaction(async (tx) => {
    await faceProtectionRepository(tx).setProtected(childId, at);
    await auditLogRepository(tx).byStaff(
      staff.id,
      wanted ? 'child.face_protect' : 'child.face_unprotect',
      ['child', childId],
      { facilityId: child.facilityId },
    );
  });
  await context.jobs.enqueue(protectFacilityJob, { facilityId: child.facilityId });
  return answer(at);
}
