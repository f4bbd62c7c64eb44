import type { StaffAccount } from '@hibi/db';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { mediaNotFound } from './day-errors.ts';
import { storedKeysOf } from './stored-keys.ts';
import { changeUpload, uploadFor } from './uploaded-media-change.ts';

/**
 * Deletes an upload: rows first (with the audit entry), then the files, so nobody is shown a file
 * that is gone; the original, what the pipeline made and the blurred sizes. Not while it is
 * processing: the ingest would write its files again after them.
 */
export async function deleteUploadedMedia(context: AppContext, staff: StaffAccount, mediaId: string) {
  const found = await uploadFor(context, staff, mediaId);
  if (found.media.status === 'processing')
    throw new AppError(
      'conflict',
      '処理中の写真・動画は削除できません。処理が終わってから削除してください。',
    );
  await changeUpload(context, staff, found, {
    action: 'media.delete',
    detach: true,
    apply: async (uploads) => {
      if (!(await uploads.remove(mediaId))) throw mediaNotFound();
    },
  });
  const { media, ...blurred } = found;
  for (const key of storedKeysOf(media, Object.values(blurred))) await context.storage.delete(key);
  return { deleted: mediaId };
}
