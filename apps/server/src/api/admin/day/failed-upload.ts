import type { StaffAccount } from '@hibi/db';
import { assertFacilityAccess } from '../../../auth/require-staff.ts';
import { AppError } from '../../../errors/app-error.ts';
import { mediaNotFound } from './day-errors.ts';
import type { adminUploadRepository } from './uploads.repository.ts';

export const notFailed = () =>
  new AppError('conflict', 'この写真・動画は失敗していません（処理中か、処理済みです）。');

/**
 * A failed upload staff may act on. Who may is checked before anything about the media is told
 * (404 unknown, 403 another facility's, then 409 when it has not failed).
 */
export async function failedUploadFor(
  uploads: ReturnType<typeof adminUploadRepository>,
  staff: StaffAccount,
  mediaId: string,
) {
  const item = await uploads.find(mediaId);
  if (!item) throw mediaNotFound();
  assertFacilityAccess(staff, item.facilityId);
  if (item.status !== 'failed') throw notFailed();
  return item;
}
