import { retryWhileUnreachable } from '@hibi/db';
import type { FastifyBaseLogger } from 'fastify';
import { notYours } from '../../auth/authenticate.ts';
import { type ChildAccess, childAccess } from '../../children/child-access.ts';
import type { AppContext } from '../../context.ts';
import { AppError, isAppError } from '../../errors/app-error.ts';
import { downloadRepository } from '../../repositories/download.repository.ts';
import { downloadKeyOf } from '../../storage/media-keys.ts';
import { archiveEntryNames } from './archive-names.ts';
import type { ArchiveEntry } from './media-archive.ts';

/** Download records (specification §7, §8) and the entries of a ZIP of chosen media. */
export function downloadService(context: AppContext) {
  const accessChild = childAccess(context);
  const downloads = downloadRepository(context.database.db);

  const visibleMedia = (access: ChildAccess, mediaIds: string[]) =>
    downloads.visibleMedia(access, [...new Set(mediaIds)]);

  return {
    /**
     * Records a download of each given media the family may see. Answers false, never an error,
     * when nothing could be recorded (specification §8); another family's child is still a 403.
     */
    async record(guardianId: string, childId: string, mediaIds: string[], log: FastifyBaseLogger) {
      try {
        const access = await accessChild(guardianId, childId);
        const items = await visibleMedia(access, mediaIds);
        // §8 lets this fail silently, so it is worth a second try over a restart before that.
        const rows = items.map((item) => ({ childId, mediaId: item.mediaId, guardianId }));
        const written = await retryWhileUnreachable(() => downloads.record(rows));
        return written > 0;
      } catch (error) {
        if (isAppError(error)) throw error;
        log.error({ err: error }, 'download history not recorded');
        return false;
      }
    },

    /** The ZIP's entries in shooting order; 403 when any media is not this family's to see. */
    async archiveEntries(guardianId: string, childId: string, mediaIds: string[]): Promise<ArchiveEntry[]> {
      const access = await accessChild(guardianId, childId);
      const items = await visibleMedia(access, mediaIds);
      if (items.length !== new Set(mediaIds).size) throw new AppError('forbidden', notYours);
      const files = items.flatMap((item) => {
        const key = downloadKeyOf(item);
        return key ? [{ ...item, key }] : [];
      });
      const names = archiveEntryNames(files);
      return files.map((file, index) => ({
        name: names[index] ?? file.mediaId,
        key: file.key,
        shootingAt: file.shootingAt,
      }));
    },
  };
}
