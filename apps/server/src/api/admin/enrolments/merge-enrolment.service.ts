import type { MergeEnrolmentAnswer } from '@hibi/contract';
import type { StaffAccount } from '@hibi/db';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { childRematchJob } from '../../../pipeline/pipeline-job-declarations.ts';
import { auditLogRepository } from '../../../repositories/audit-log.repository.ts';
import { childRepository } from '../../../repositories/child.repository.ts';
import { enrolmentRepository } from '../../../repositories/enrolment.repository.ts';

/**
 * One child enrolled twice becomes one enrolment (decision 0041): in one transaction the merged
 * child's family joins the kept child's (one household: both parents, and any brothers and
 * sisters), its references, photos, movies and downloads go to the kept child, and it is deleted.
 * After the commit the kept child's gallery, now both sets of references, looks again at the
 * faces that went to nobody: those the two look-alike enrolments left undecided.
 */
export async function mergeEnrolment(
  context: AppContext,
  staff: StaffAccount,
  mergedId: string,
  keptId: string,
): Promise<MergeEnrolmentAnswer> {
  if (mergedId === keptId) throw new AppError('invalid_input', '同じお子さまどうしはまとめられません。');
  const answer = await context.database.db.transaction(async (tx) => {
    const enrolments = enrolmentRepository(tx);
    const { kept, merged } = await enrolments.lockPair(keptId, mergedId);
    if (!kept || !merged) throw new AppError('not_found', 'お子さまが見つかりません。');
    if (!kept.approvedAt || !merged.approvedAt)
      throw new AppError('conflict', '承認済みのお子さまどうしだけをまとめられます。');
    if (kept.facilityId !== merged.facilityId)
      throw new AppError('conflict', '同じ施設のお子さまどうしだけをまとめられます。');
    await enrolments.joinFamilies(merged.familyId, kept.familyId);
    const moved = {
      references: await childRepository(tx).moveAcceptedReferences(merged.id, kept.id),
      deliveries: await enrolments.moveRecords(merged.id, kept.id),
    };
    await enrolments.keep(kept, merged);
    await auditLogRepository(tx).record({
      actorKind: 'staff',
      actorId: staff.id,
      action: 'child.merge',
      targetType: 'child',
      targetId: kept.id,
      detail: {
        mergedChildId: merged.id,
        mergedFamilyId: merged.familyId,
        familyId: kept.familyId,
        ...moved,
      },
    });
    return {
      childId: kept.id,
      familyId: kept.familyId,
      removedChildId: merged.id,
      movedDeliveries: moved.deliveries,
      movedReferences: moved.references,
    };
  });
  await context.jobs.enqueue(childRematchJob, { childId: keptId });
  return answer;
}
