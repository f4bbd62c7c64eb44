import type { ChildRedactions } from '@hibi/contract';
import type { StaffAccount } from '@hibi/db';
import type { AppContext } from '../../../context.ts';
import { mediaUrls } from '../../../media-urls/media-urls.ts';
import { faceProtectionRepository } from './face-protection.repository.ts';
import { staffChildFor } from './protected-child.ts';

/**
 * The photos in which a child's face was blurred for other families, and why; `pending` counts
 * the facility's photos the pipeline has not checked again since 掲載NG was set.
 */
export async function listChildRedactions(
  context: AppContext,
  staff: StaffAccount,
  childId: string,
): Promise<ChildRedactions> {
  const child = await staffChildFor(context, staff, childId);
  const protection = faceProtectionRepository(context.database.db);
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
}
