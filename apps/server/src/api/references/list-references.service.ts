import { type GuardianReferenceStatus, type GuardianReferences, maxReferencesPerChild } from '@hibi/contract';
import type { ReferenceImageStatus } from '@hibi/db';
import type { AppContext } from '../../context.ts';
import { mediaUrls } from '../../media-urls/media-urls.ts';
import { referenceImageRepository } from '../../references/reference-image.repository.ts';
import { shownReferenceKey } from '../../references/reference-objects.ts';
import { approvedChild } from './reference-access.ts';

const shownStatus: Record<Exclude<ReferenceImageStatus, 'pending'>, GuardianReferenceStatus> = {
  uploaded: 'checking',
  accepted: 'accepted',
  rejected: 'rejected',
};

/** GET /api/{childId}/references: the photos the family sent, with their check's verdict. */
export async function listReferences(
  context: AppContext,
  guardianId: string,
  childId: string,
): Promise<GuardianReferences> {
  const child = await approvedChild(context)(guardianId, childId);
  const rows = await referenceImageRepository(context.database.db).listSent(child.childId);
  const urls = mediaUrls(context.storage, context.now());
  const references = await Promise.all(
    rows.map(async (row) => ({
      referenceId: row.id,
      status: shownStatus[row.status as keyof typeof shownStatus],
      reason: row.status === 'rejected' ? row.rejectionReason : null,
      createdAt: row.createdAt.toISOString(),
      url: await urls.url(shownReferenceKey(row)),
    })),
  );
  return { references, maxReferences: maxReferencesPerChild };
}
