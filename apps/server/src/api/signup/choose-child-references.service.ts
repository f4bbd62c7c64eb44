import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { notUploaded, unknownImage } from '../../references/reference-messages.ts';
import { chooseSignupImages, openSignupImages } from './signup-references.ts';

/** PUT childReferenceImage: exactly these uploaded photos are the child's references. */
export async function chooseChildReferences(
  context: AppContext,
  guardianId: string,
  targetReferenceIds: string[],
) {
  const ids = [...new Set(targetReferenceIds)];
  const { childId, images } = await openSignupImages(context, guardianId, 'references');
  for (const id of ids) {
    const image = images.find((candidate) => candidate.id === id);
    if (!image) throw new AppError('invalid_input', unknownImage);
    if (!(await context.storage.exists(image.storageKey))) throw new AppError('invalid_input', notUploaded);
  }
  await chooseSignupImages(context, guardianId, 'references', childId, ids, true);
}
