import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { enqueueReferenceChecks } from '../../references/enqueue-reference-checks.ts';
import { discardObjects } from '../../references/reference-batch.ts';
import { referenceImageRepository } from '../../references/reference-image.repository.ts';
import { checkReferenceImage } from '../../references/reference-image-check.ts';
import { notAnImage, notUploaded, unknownImage } from '../../references/reference-messages.ts';
import { referenceObjectKeys } from '../../references/reference-objects.ts';
import { guardianRepository } from '../../repositories/guardian.repository.ts';
import { queueRequestReceived } from './request-received.ts';
import { signupChildRepository } from './signup-child.repository.ts';
import { noRequestYet } from './signup-request.service.ts';
import type { SignupStep } from './signup-status.ts';
import { assertSignupStep, runSignupStep } from './signup-step.ts';

const changedMeanwhile =
  'お申し込みの内容が別の画面で変更されました。画面を再読み込みして、もう一度お試しください。';
const nothingUploaded =
  'お子さまの写真がアップロードされていません。写真をアップロードしてから、もう一度お申し込みください。';
const registeredMissing = '登録したお子さまの写真が見つかりません。もう一度アップロードしてください。';

/** Sign-up step 4 (specification §4): the uploaded photos become the child's references. */
export function signupReferenceService(context: AppContext) {
  const { db } = context.database;
  const { storage } = context;

  /** The child's open photos, read before taking the lock: storage is not read while holding it. */
  async function openImages(guardianId: string, step: SignupStep) {
    assertSignupStep(await guardianRepository(db).findById(guardianId), step);
    const child = await signupChildRepository(db).findFirst(guardianId);
    if (!child) throw new AppError('conflict', noRequestYet);
    return { childId: child.id, images: await referenceImageRepository(db).listOpen(child.id) };
  }

  /** Under the lock: `ids` become references; with `dropOthers`, the other open photos go. */
  async function choose(
    guardianId: string,
    step: SignupStep,
    childId: string,
    ids: string[],
    dropOthers: boolean,
  ) {
    const dropped = await runSignupStep(db, guardianId, step, async (tx, guardian) => {
      const images = referenceImageRepository(tx);
      if ((await images.markUploaded(childId, ids)) !== ids.length)
        throw new AppError('conflict', changedMeanwhile);
      if (step === 'finalize') await queueRequestReceived(context, tx, guardian);
      if (!dropOthers) return [];
      const others = (await images.listOpen(childId)).filter((image) => !ids.includes(image.id));
      await images.deleteByIds(others.map((image) => image.id));
      return referenceObjectKeys(others);
    });
    await discardObjects(storage, dropped);
    await enqueueReferenceChecks(context, ids);
  }

  return {
    /** PUT childReferenceImage: exactly these uploaded photos are the child's references. */
    async register(guardianId: string, targetReferenceIds: string[]) {
      const ids = [...new Set(targetReferenceIds)];
      const { childId, images } = await openImages(guardianId, 'references');
      for (const id of ids) {
        const image = images.find((candidate) => candidate.id === id);
        if (!image) throw new AppError('invalid_input', unknownImage);
        if (!(await storage.exists(image.storageKey))) throw new AppError('invalid_input', notUploaded);
      }
      await choose(guardianId, 'references', childId, ids, true);
    },

    /** PUT create/request: every uploaded photo must be a real image; then the request is sent. */
    async finalize(guardianId: string) {
      const { childId, images } = await openImages(guardianId, 'finalize');
      const uploaded: string[] = [];
      for (const image of images) {
        const check = await checkReferenceImage(storage, image.storageKey);
        // A ticket nobody used is no error: the guardian may send fewer photos than tickets.
        if (check === 'missing' && image.status === 'pending') continue;
        if (check === 'missing') throw new AppError('invalid_input', registeredMissing);
        if (check === 'not-image') throw new AppError('invalid_input', notAnImage);
        uploaded.push(image.id);
      }
      if (uploaded.length === 0) throw new AppError('invalid_input', nothingUploaded);
      await choose(guardianId, 'finalize', childId, uploaded, false);
    },
  };
}
