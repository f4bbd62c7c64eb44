import type { ReferenceDiscardAnswer } from '@hibi/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { discardObjects, referenceTickets, replaceReferenceBatch } from '../../references/reference-batch.ts';
import { guardiansReference } from './pending-reference.ts';

const alreadySent = '送信済みの写真はここでは外せません。画面を再読み込みしてください。';

/**
 * DELETE …/referenceUploads/{referenceId}: the family takes out a photo they uploaded but have not
 * sent (an unusable one, say). Its row and objects go, so sending never picks it up, and a fresh
 * ticket takes its place for the photo that replaces it. Storage is touched after the commit.
 */
export async function discardReferenceUpload(
  context: AppContext,
  guardianId: string,
  referenceId: string,
): Promise<ReferenceDiscardAnswer> {
  const image = await guardiansReference(context, guardianId, referenceId);
  if (image.status !== 'pending') throw new AppError('conflict', alreadySent);
  const batch = await context.database.db.transaction((tx) =>
    replaceReferenceBatch(tx, image.childId, { count: 1, stale: [image] }),
  );
  await discardObjects(context.storage, batch.staleKeys);
  const [ticket] = await referenceTickets(context.storage, batch.issued);
  if (!ticket) throw new Error('discardReferenceUpload: no ticket issued');
  return { ticket };
}
