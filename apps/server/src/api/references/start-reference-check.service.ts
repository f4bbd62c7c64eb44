import type { ReferenceCheck } from '@hibi/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { referencePrecheckJob } from '../../pipeline/pipeline-job-declarations.ts';
import { checkReferenceImage } from '../../references/reference-image-check.ts';
import { notAnImage, notUploaded } from '../../references/reference-messages.ts';
import { guardiansReference } from './pending-reference.ts';
import { referenceCheckAnswer } from './reference-check-answer.ts';

/**
 * POST …/referenceUploads/{referenceId}/check, right after the upload: the photo must be there and
 * be an image; its face check is queued (once per photo) for the workers, since it takes seconds
 * of CPU (decision 0039), and the family asks again for the answer. A photo sent already answers
 * its check as it stands.
 */
export async function startReferenceCheck(
  context: AppContext,
  guardianId: string,
  referenceId: string,
): Promise<ReferenceCheck> {
  const image = await guardiansReference(context, guardianId, referenceId);
  if (image.status !== 'pending' || image.faceCount !== null) return referenceCheckAnswer(image);
  const check = await checkReferenceImage(context.storage, image.storageKey);
  if (check === 'missing') throw new AppError('invalid_input', notUploaded);
  if (check === 'not-image') throw new AppError('invalid_input', notAnImage);
  await context.jobs.enqueue(
    referencePrecheckJob,
    { referenceImageId: image.id },
    { singletonKey: image.id },
  );
  return referenceCheckAnswer(image);
}
