import type { StaffAccount } from '@hibi/db';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { changeUpload, uploadFor } from './uploaded-media-change.ts';

/** Shows a hidden upload again (公開に戻す) to the families it was delivered to. */
export async function unhideUploadedMedia(context: AppContext, staff: StaffAccount, mediaId: string) {
  const found = await uploadFor(context, staff, mediaId);
  await changeUpload(context, staff, found, {
    action: 'media.unhide',
    detach: false,
    apply: async (uploads) => {
      if (!(await uploads.unhide(mediaId)))
        throw new AppError('conflict', 'この写真・動画は非公開になっていません。');
    },
  });
  return { mediaId };
}
