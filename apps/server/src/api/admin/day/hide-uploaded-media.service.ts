import type { StaffAccount } from '@hibi/db';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { changeUpload, uploadFor } from './uploaded-media-change.ts';

/**
 * Hides an upload (非公開): it leaves every family's timeline, downloads, ZIPs, movies and held URLs
 * at once, until shown again.
 */
export async function hideUploadedMedia(context: AppContext, staff: StaffAccount, mediaId: string) {
  const found = await uploadFor(context, staff, mediaId);
  const hiddenAt = await changeUpload(context, staff, found, {
    action: 'media.hide',
    detach: true,
    apply: async (uploads) => {
      const hidden = await uploads.hide(mediaId, staff.id, context.now());
      if (!hidden?.hiddenAt) throw new AppError('conflict', 'この写真・動画はすでに非公開です。');
      return hidden.hiddenAt;
    },
  });
  return { mediaId, hiddenAt: hiddenAt.toISOString() };
}
