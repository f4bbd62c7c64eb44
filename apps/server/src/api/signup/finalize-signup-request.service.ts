import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { checkReferenceImage } from '../../references/reference-image-check.ts';
import { notAnImage } from '../../references/reference-messages.ts';
import { chooseSignupImages, openSignupImages } from './signup-references.ts';

const nothingUploaded =
  'お子さまの写真がアップロードされていません。写真をアップロードしてから、もう一度お申し込みください。';
const registeredMissing = '登録したお子さまの写真が見つかりません。もう一度アップロードしてください。';

/** PUT create/request: every uploaded photo must be a real image; then the request is sent. */
export async function finalizeSignupRequest(context: AppContext, guardianId: string) {
  const { childId, images } = await openSignupImages(context, guardianId, 'finalize');
  const uploaded: string[] = [];
  for (const image of images) {
    const check = await checkReferenceImage(context.storage, image.storageKey);
    // A ticket nobody used is no error: the guardian may send fewer photos than tickets.
    if (check === 'missing' && image.status === 'pending') continue;
    if (check === 'missing') throw new AppError('invalid_input', registeredMissing);
    if (check === 'not-image') throw new AppError('invalid_input', notAnImage);
    uploaded.push(image.id);
  }
  if (uploaded.length === 0) throw new AppError('invalid_input', nothingUploaded);
  await chooseSignupImages(context, guardianId, 'finalize', childId, uploaded, false);
}
