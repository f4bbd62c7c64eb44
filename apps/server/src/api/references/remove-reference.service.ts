import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { discardObjects } from '../../references/reference-batch.ts';
import { referenceImageRepository } from '../../references/reference-image.repository.ts';
import { referenceObjectKeys } from '../../references/reference-objects.ts';
import { approvedChild, recordReferenceChange } from './reference-access.ts';

const unknownReference = '指定された写真が見つかりません。画面を再読み込みしてください。';
const lastAccepted =
  '登録済みの写真が1枚だけのため、削除できません。新しい写真を追加し、登録済みになってから削除してください。';

/**
 * DELETE /api/{childId}/references/{referenceId}: one photo and its face leave the child's gallery
 * (faces go by ON DELETE CASCADE), its files after the commit. The last accepted photo stays, or
 * the child would no longer be found in new photos.
 */
export async function removeReference(
  context: AppContext,
  guardianId: string,
  childId: string,
  referenceId: string,
) {
  const child = await approvedChild(context)(guardianId, childId);
  const removed = await context.database.db.transaction(async (tx) => {
    const images = referenceImageRepository(tx);
    await images.lockChild(child.childId);
    const image = await images.findOfChild(child.childId, referenceId);
    if (!image || image.status === 'pending') throw new AppError('not_found', unknownReference);
    if (image.status === 'accepted' && (await images.countOf(child.childId, ['accepted'])) <= 1)
      throw new AppError('conflict', lastAccepted);
    await images.deleteByIds([image.id]);
    await recordReferenceChange(tx, child, 'reference.remove', { referenceId, status: image.status });
    return image;
  });
  await discardObjects(context.storage, referenceObjectKeys([removed]));
}
