import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { enqueueReferenceChecks } from '../../references/enqueue-reference-checks.ts';
import { discardObjects } from '../../references/reference-batch.ts';
import { referenceImageRepository } from '../../references/reference-image.repository.ts';
import { referenceObjectKeys } from '../../references/reference-objects.ts';
import { guardianRepository } from '../../repositories/guardian.repository.ts';
import { queueRequestReceived } from './request-received.ts';
import { signupChildRepository } from './signup-child.repository.ts';
import type { SignupStep } from './signup-status.ts';
import { assertSignupStep, runSignupStep } from './signup-step.ts';
import { noRequestYet } from './signup-tickets.ts';

const changedMeanwhile =
  'お申し込みの内容が別の画面で変更されました。画面を再読み込みして、もう一度お試しください。';

// Sign-up step 4 (specification §4): the uploaded photos become the child's references, by
// PUT childReferenceImage and by PUT create/request.

/** The child's open photos, read before taking the lock: storage is not read while holding it. */
export async function openSignupImages(context: AppContext, guardianId: string, step: SignupStep) {
  const { db } = context.database;
  assertSignupStep(await guardianRepository(db).findById(guardianId), step);
  const child = await signupChildRepository(db).findFirst(guardianId);
  if (!child) throw new AppError('conflict', noRequestYet);
  return { childId: child.id, images: await referenceImageRepository(db).listOpen(child.id) };
}

/** Under the lock: `ids` become references; with `dropOthers`, the other open photos go. */
export async function chooseSignupImages(
  context: AppContext,
  guardianId: string,
  step: SignupStep,
  childId: string,
  ids: string[],
  dropOthers: boolean,
) {
  const dropped = await runSignupStep(context.database.db, guardianId, step, async (tx, guardian) => {
    const images = referenceImageRepository(tx);
    if ((await images.markUploaded(childId, ids)) !== ids.length)
      throw new AppError('conflict', changedMeanwhile);
    if (step === 'finalize') await queueRequestReceived(context, tx, guardian);
    if (!dropOthers) return [];
    const others = (await images.listOpen(childId)).filter((image) => !ids.includes(image.id));
    await images.deleteByIds(others.map((image) => image.id));
    return referenceObjectKeys(others);
  });
  await discardObjects(context.storage, dropped);
  await enqueueReferenceChecks(context, ids);
}
