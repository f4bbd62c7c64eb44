import type { UploadFailuresResponse } from '@hibi/contract';
import type { StaffAccount } from '@hibi/db';
import { assertFacilityAccess } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { ingestJob } from '../../../pipeline/pipeline-job-declarations.ts';
import { auditLogRepository } from '../../../repositories/audit-log.repository.ts';
import { tokyoDayRange } from './day-query.ts';
import { adminUploadRepository } from './uploads.repository.ts';

/** More than a day's failures would be a broken camera; the count beside the list tells the rest. */
const listLimit = 200;

const notFound = () => new AppError('not_found', '指定された写真・動画が見つかりません。');
const notFailed = () =>
  new AppError('conflict', 'この写真・動画は失敗していません（処理中か、処理済みです）。');

/**
 * The day's uploads the pipeline could not use: each with its file name and Japanese reason, to be
 * processed again or removed. Facility staff reach their own facility's only; who may is checked
 * before anything about the media is told (404 unknown, 403 another facility's, then 409).
 */
export function adminUploadFailureService(context: AppContext) {
  const { db } = context.database;
  const uploads = adminUploadRepository(db);

  async function failedMediaFor(staff: StaffAccount, mediaId: string) {
    const item = await uploads.find(mediaId);
    if (!item) throw notFound();
    assertFacilityAccess(staff, item.facilityId);
    if (item.status !== 'failed') throw notFailed();
    return item;
  }

  return {
    async list(
      staff: StaffAccount,
      query: { facilityId: string; date: string },
    ): Promise<UploadFailuresResponse> {
      assertFacilityAccess(staff, query.facilityId);
      const { from, to } = tokyoDayRange(query.date);
      const rows = await uploads.failedOf(query.facilityId, from, to, listLimit);
      const failures = rows.map((row) => ({
        ...row,
        reason: row.reason ?? '処理できませんでした。',
        uploadedAt: row.uploadedAt.toISOString(),
      }));
      return { failures };
    },

    /** The ingest again, as for a new upload: for a failure that was the server's, not the file's. */
    async retry(staff: StaffAccount, mediaId: string) {
      const item = await failedMediaFor(staff, mediaId);
      if (!(await uploads.requeue(mediaId))) throw notFailed();
      try {
        await context.jobs.enqueue(ingestJob, { mediaId }, { singletonKey: mediaId });
      } catch (error) {
        await uploads.restoreFailure(mediaId, item.failureReason);
        throw error;
      }
      return { queued: mediaId };
    },

    /** The failed media and its stored files are deleted: it never reached anyone. */
    async remove(staff: StaffAccount, mediaId: string) {
      const item = await failedMediaFor(staff, mediaId);
      await db.transaction(async (tx) => {
        if (!(await adminUploadRepository(tx).deleteFailed(mediaId))) throw notFailed();
        await auditLogRepository(tx).record({
          actorKind: 'staff',
          actorId: staff.id,
          action: 'media.remove_failed',
          targetType: 'media',
          targetId: mediaId,
          detail: { name: item.originalName, reason: item.failureReason },
        });
      });
      const { originalKey, thumbnailKey, mediumKey, previewKey, posterKey, fullKey, videoKey } = item;
      for (const key of new Set([
        originalKey,
        thumbnailKey,
        mediumKey,
        previewKey,
        posterKey,
        fullKey,
        videoKey,
      ]))
        if (key) await context.storage.delete(key);
      return { removed: mediaId };
    },
  };
}
