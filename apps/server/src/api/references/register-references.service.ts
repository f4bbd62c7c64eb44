import { maxReferencesPerChild } from '@hibi/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { enqueueReferenceChecks } from '../../references/enqueue-reference-checks.ts';
import { referenceImageRepository } from '../../references/reference-image.repository.ts';
import { checkReferenceImage } from '../../references/reference-image-check.ts';
import {
  notAnImage,
  notUploaded,
  referencesFull,
  unknownImage,
} from '../../references/reference-messages.ts';
import { approvedChild, recordReferenceChange } from './reference-access.ts';

const changedMeanwhile =
  '写真の登録が別の画面で変更されました。画面を再読み込みして、もう一度お試しください。';

/**
 * PUT /api/{childId}/references: the uploaded photos of issued tickets become the child's
 * references, waiting for the face check (referenceFacesJob), which accepts them into the
 * child's gallery or rejects them with a reason.
 */
export async function registerReferences(
  context: AppContext,
  guardianId: string,
  childId: string,
  targetIds: string[],
) {
  const { db } = context.database;
  const child = await approvedChild(context)(guardianId, childId);
  const ids = [...new Set(targetIds)];
  // Storage is read before the lock is taken.
  for (const id of ids) {
    const image = await referenceImageRepository(db).findOfChild(child.childId, id);
    if (image?.status !== 'pending') throw new AppError('invalid_input', unknownImage);
    const check = await checkReferenceImage(context.storage, image.storageKey);
    if (check === 'missing') throw new AppError('invalid_input', notUploaded);
    if (check === 'not-image') throw new AppError('invalid_input', notAnImage);
  }
  await db.transaction(async (tx) => {
    const images = referenceImageRepository(tx);
    await images.lockChild(child.childId);
    const kept = await images.countOf(child.childId, ['uploaded', 'accepted']);
    if (kept + ids.length > maxReferencesPerChild) throw new AppError('conflict', referencesFull);
    if ((await images.markUploaded(child.childId, ids)) !== ids.length)
      throw new AppError('conflict', changedMeanwhile);
    await recordReferenceChange(tx, child, 'reference.add', { referenceIds: ids });
  });
  await enqueueReferenceChecks(context, ids);
}
