import { children, type Executor, eq, referenceImages } from '@hibi/db';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { unknownImage } from '../../references/reference-messages.ts';
import { approvedChild } from './reference-access.ts';

/** Reads one reference photo with the guardian who enrolled its child. */
function referenceRow(db: Executor, referenceId: string) {
  return db
    .select({ image: referenceImages, enrolledBy: children.guardianId })
    .from(referenceImages)
    .innerJoin(children, eq(children.id, referenceImages.childId))
    .where(eq(referenceImages.id, referenceId))
    .then((rows) => rows[0]);
}

/**
 * A photo the signed-in guardian uploaded for a child of theirs: the child of their own sign-up
 * (before approval) or, once approved, one of their family's children (as マイページ's photos).
 * Another family's photo answers 403, an unknown one 404.
 */
export async function guardiansReference(context: AppContext, guardianId: string, referenceId: string) {
  const found = await referenceRow(context.database.db, referenceId);
  if (!found) throw new AppError('not_found', unknownImage);
  if (found.enrolledBy !== guardianId) await approvedChild(context)(guardianId, found.image.childId);
  return found.image;
}
