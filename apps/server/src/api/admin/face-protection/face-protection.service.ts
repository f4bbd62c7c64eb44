import type { ChildRedactions, FaceProtection } from '@hibi/contract';
import type { StaffAccount } from '@hibi/db';
import { facilityScopeOf } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { mediaUrls } from '../../../media-urls/media-urls.ts';
import { protectFacilityJob } from '../../../pipeline/pipeline-job-declarations.ts';
import { auditLogRepository } from '../../../repositories/audit-log.repository.ts';
import { faceProtectionRepository } from './face-protection.repository.ts';

const notFound = 'お子さまが見つかりません。';

/**
 * 掲載NG (decision 0077): staff of the child's facility, or an operator, protect a child's face from
 * other families (on the family's request too, through the console). Each change is in the audit
 * log, and the facility's photos are checked again by the pipeline; until each is, other families
 * do not see it.
 */
export function faceProtectionService(context: AppContext) {
  const db = context.database.db;
  const protection = faceProtectionRepository(db);

  async function childFor(staff: StaffAccount, childId: string) {
    const child = await protection.findChild(childId);
    const scope = facilityScopeOf(staff);
    // Another facility's child is answered as unknown: ids reveal nothing (DESIGN.md §9).
    if (!child || (scope !== null && scope !== child.facilityId)) throw new AppError('not_found', notFound);
    return child;
  }

  return {
    async set(staff: StaffAccount, childId: string, wanted: boolean): Promise<FaceProtection> {
      const child = await childFor(staff, childId);
      const answer = (at: Date | null) => ({ childId, faceProtectedAt: at?.toISOString() ?? null });
      if (wanted === (child.faceProtectedAt !== null)) return answer(child.faceProtectedAt);
      const at = wanted ? context.now() : null;
      await db.transaction(async (tx) => {
        await faceProtectionRepository(tx).setProtected(childId, at);
        await auditLogRepository(tx).record({
          actorKind: 'staff',
          actorId: staff.id,
          action: wanted ? 'child.face_protect' : 'child.face_unprotect',
          targetType: 'child',
          targetId: childId,
          detail: { facilityId: child.facilityId },
        });
      });
      await context.jobs.enqueue(protectFacilityJob, { facilityId: child.facilityId });
      return answer(at);
    },

    async redactions(staff: StaffAccount, childId: string): Promise<ChildRedactions> {
      const child = await childFor(staff, childId);
      const urls = mediaUrls(context.storage, context.now());
      const rows = await protection.redactionsOf(child.familyId, childId);
      const items = await Promise.all(
        rows.map(async (row) => ({
          mediaId: row.mediaId,
          kind: row.kind,
          shootingAt: row.shootingAt.toISOString(),
          thumbnailUrl: await urls.url(row.blurredThumbnailKey ?? row.thumbnailKey ?? row.posterKey ?? ''),
          faces: row.faces
            .filter((face) => face.childId === childId)
            .map(({ reason, similarity }) => ({ reason, similarity })),
          unsafeReason: row.unsafeReason,
        })),
      );
      const pending = child.faceProtectedAt
        ? await protection.pendingCount(child.facilityId, child.faceProtectedAt)
        : 0;
      return { items, pending };
    },
  };
}
