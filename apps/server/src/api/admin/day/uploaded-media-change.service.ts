import type { StaffAccount } from '@hibi/db';
import { facilityScopeOf } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import { showChange } from '../../../deliveries/show-change.ts';
import { AppError } from '../../../errors/app-error.ts';
import { auditLogRepository } from '../../../repositories/audit-log.repository.ts';
import { mediaMoviesRepository } from '../../../repositories/media-movies.repository.ts';
import { uploadedMediaRepository } from './uploaded-media.repository.ts';

const notFound = () => new AppError('not_found', '指定された写真・動画が見つかりません。');
type Found = NonNullable<Awaited<ReturnType<ReturnType<typeof uploadedMediaRepository>['find']>>>;

/** Every stored file of a media: the original, what the pipeline made, the blurred sizes. */
export function storedKeysOf({ media: item, ...blurred }: Found): string[] {
  const { originalKey, thumbnailKey, mediumKey, previewKey, posterKey, fullKey, videoKey } = item;
  const keys = [originalKey, thumbnailKey, mediumKey, previewKey, posterKey, fullKey, videoKey];
  return [...new Set([...keys, ...Object.values(blurred)].filter((key): key is string => !!key))];
}

/**
 * Staff hiding (非公開), showing again (公開に戻す) and deleting an upload (decision 0085). Hidden,
 * it leaves every family's timeline, downloads, ZIPs, movies and held URLs at once, by the one
 * visibility rule; deleted, its files and rows go. Each change is audited in its transaction, then
 * its movies are made again and its days' selections chosen again. Another facility's media is
 * answered as unknown (404), so its ids tell nothing.
 */
export function adminUploadedMediaChangeService(context: AppContext) {
  const { db } = context.database;

  async function mediaFor(staff: StaffAccount, mediaId: string): Promise<Found> {
    const found = await uploadedMediaRepository(db).find(mediaId);
    const scope = facilityScopeOf(staff);
    if (!found || (scope !== null && scope !== found.media.facilityId)) throw notFound();
    return found;
  }

  /** `apply` in a transaction with its audit entry and the movies' videos detached when `detach`. */
  async function change<Result>(
    staff: StaffAccount,
    found: Found,
    action: string,
    detach: boolean,
    apply: (uploads: ReturnType<typeof uploadedMediaRepository>) => Promise<Result>,
  ): Promise<Result> {
    const mediaId = found.media.id;
    const childDays = await uploadedMediaRepository(db).childDays(mediaId);
    const { movies, result } = await db.transaction(async (tx) => {
      const showing = await mediaMoviesRepository(tx).showing(mediaId);
      if (detach) await mediaMoviesRepository(tx).detachVideos(showing.map((movie) => movie.id));
      const applied = await apply(uploadedMediaRepository(tx));
      await auditLogRepository(tx).record({
        actorKind: 'staff',
        actorId: staff.id,
        action,
        targetType: 'media',
        targetId: mediaId,
        detail: { name: found.media.originalName, facilityId: found.media.facilityId },
      });
      return { movies: showing, result: applied };
    });
    await showChange(context, { movies, detached: detach, childDays });
    return result;
  }

  return {
    async hide(staff: StaffAccount, mediaId: string) {
      const found = await mediaFor(staff, mediaId);
      const hiddenAt = await change(staff, found, 'media.hide', true, async (uploads) => {
        const hidden = await uploads.hide(mediaId, staff.id, context.now());
        if (!hidden?.hiddenAt) throw new AppError('conflict', 'この写真・動画はすでに非公開です。');
        return hidden.hiddenAt;
      });
      return { mediaId, hiddenAt: hiddenAt.toISOString() };
    },

    async unhide(staff: StaffAccount, mediaId: string) {
      const found = await mediaFor(staff, mediaId);
      await change(staff, found, 'media.unhide', false, async (uploads) => {
        if (!(await uploads.unhide(mediaId)))
          throw new AppError('conflict', 'この写真・動画は非公開になっていません。');
      });
      return { mediaId };
    },

    /**
     * Rows first (with the audit entry), then the files: nobody is shown a file that is gone. Not
     * while it is processing: the ingest would write its files again after them.
     */
    async remove(staff: StaffAccount, mediaId: string) {
      const found = await mediaFor(staff, mediaId);
      if (found.media.status === 'processing')
        throw new AppError(
          'conflict',
          '処理中の写真・動画は削除できません。処理が終わってから削除してください。',
        );
      await change(staff, found, 'media.delete', true, async (uploads) => {
        if (!(await uploads.remove(mediaId))) throw notFound();
      });
      for (const key of storedKeysOf(found)) await context.storage.delete(key);
      return { deleted: mediaId };
    },
  };
}
