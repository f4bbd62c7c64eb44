import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { referenceImageRepository } from '../../references/reference-image.repository.ts';
import { unknownImage } from '../../references/reference-messages.ts';
import { approvedChild } from './reference-access.ts';

/**
 * A photo the signed-in guardian uploaded for a child of theirs: the child of their own sign-up
 * (before approval) or, once approved, one of their family's children (as マイページ's photos).
 * Another family's photo answers 403, an unknown one 404.
 */
export async function guardiansReference(context: AppContext, guardianId: string, referenceId: string) {
  const found = await referenceImageRepository(context.database.db).findWithEnroller(referenceId);
  if (!found) throw new AppError('not_found', unknownImage);
  if (found.enrolledBy !== guardianId) await approvedChild(context)(guardianId, found.image.childId);
  return found.image;
}
