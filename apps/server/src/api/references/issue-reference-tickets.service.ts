import { maxReferencesPerChild, referenceTicketCount } from '@hibi/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { discardObjects, referenceTickets, replaceReferenceBatch } from '../../references/reference-batch.ts';
import { referenceImageRepository } from '../../references/reference-image.repository.ts';
import { referencesFull } from '../../references/reference-messages.ts';
import { referenceUploadRules } from '../../references/reference-uploads.ts';
import { approvedChild } from './reference-access.ts';

/**
 * POST /api/{childId}/references: upload tickets for new photos, as many as the cap leaves room
 * for (up to three). The child's references stay; only tickets whose upload window has closed go.
 */
export async function issueReferenceTickets(context: AppContext, guardianId: string, childId: string) {
  const { db } = context.database;
  const child = await approvedChild(context)(guardianId, childId);
  const expired = new Date(context.now().getTime() - referenceUploadRules.expiresInSeconds * 1000);
  const batch = await db.transaction(async (tx) => {
    const images = referenceImageRepository(tx);
    await images.lockChild(child.childId);
    const room = maxReferencesPerChild - (await images.countOf(child.childId, ['uploaded', 'accepted']));
    if (room <= 0) throw new AppError('conflict', referencesFull);
    const stale = await images.listPendingBefore(child.childId, expired);
    return replaceReferenceBatch(tx, child.childId, { count: Math.min(room, referenceTicketCount), stale });
  });
  await discardObjects(context.storage, batch.staleKeys);
  return referenceTickets(context.storage, batch.issued);
}
