import type { UploadedMediaQuery, UploadedMediaResponse } from '@hibi/contract';
import type { StaffAccount } from '@hibi/db';
import { assertFacilityAccess } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import { mediaUrls } from '../../../media-urls/media-urls.ts';
import { tokyoDayRange } from './day-query.ts';
import { uploadedMediaRepository } from './uploaded-media.repository.ts';
import { uploadedMediaState } from './uploaded-media-state.ts';

/**
 * What a facility uploaded on a Tokyo day, newest first, a page at a time: each with its state,
 * its uploader and a signed thumbnail. The facility is checked as on the day's other calls (403).
 */
export async function listUploadedMedia(
  context: AppContext,
  staff: StaffAccount,
  query: UploadedMediaQuery,
): Promise<UploadedMediaResponse> {
  assertFacilityAccess(staff, query.facilityId);
  const rows = await uploadedMediaRepository(context.database.db).page({
    facilityId: query.facilityId,
    ...tokyoDayRange(query.date),
    after: query.cursor,
    limit: query.limit + 1,
  });
  const urls = mediaUrls(context.storage, context.now());
  const items = await Promise.all(
    rows.slice(0, query.limit).map(async (row) => {
      const { thumbnailKey, previewKey, posterKey, status, failureReason, uploadedAt, hiddenAt, ...rest } =
        row;
      const still = { kind: row.kind, thumbnailKey, previewKey, posterKey };
      const made = thumbnailKey ?? previewKey ?? posterKey;
      return {
        ...rest,
        state: uploadedMediaState(row),
        deliveredCount: hiddenAt ? 0 : row.deliveredCount,
        failureReason: status === 'failed' ? (failureReason ?? '処理できませんでした。') : null,
        thumbnailUrl: made
          ? await urls.thumbnailUrl({ ...still, fullKey: null, mediumKey: null, videoKey: null })
          : null,
        uploadedAt: uploadedAt.toISOString(),
        hiddenAt: hiddenAt?.toISOString() ?? null,
      };
    }),
  );
  const last = items.at(-1);
  return { items, nextCursor: rows.length > query.limit && last ? last.mediaId : null };
}
