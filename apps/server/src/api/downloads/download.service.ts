import type { FastifyBaseLogger } from 'fastify';
import { notYours } from '../../auth/authenticate.ts';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../http/http-error.ts';
import { downloadRepository } from '../../repositories/download.repository.ts';
import { type ChildAccess, childAccess } from '../account/child-access.ts';
import { archiveEntryNames } from './archive-names.ts';
import type { ArchiveEntry } from './media-archive.ts';

type Item = { kind: 'photo' | 'video'; originalKey: string; videoKey: string | null };

/** What a family downloads: the photo as delivered to the facility, the playable file of a video. */
const downloadKey = (item: Item) =>
  item.kind === 'video' ? (item.videoKey ?? item.originalKey) : item.originalKey;

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
        const written = await downloads.record(
          items.map((item) => ({ childId, mediaId: item.mediaId, guardianId })),
        );
        return written > 0;
      } catch (error) {
        if (error instanceof HttpError) throw error;
        log.error({ err: error }, 'download history not recorded');
        return false;
      }
    },

    /** The ZIP's entries in shooting order; 403 when any media is not this family's to see. */
    async archiveEntries(guardianId: string, childId: string, mediaIds: string[]): Promise<ArchiveEntry[]> {
      const access = await accessChild(guardianId, childId);
      const items = await visibleMedia(access, mediaIds);
      if (items.length !== new Set(mediaIds).size) throw new HttpError(403, notYours);
      const names = archiveEntryNames(
        items.map((item) => ({ shootingAt: item.shootingAt, key: downloadKey(item) })),
      );
      return items.map((item, index) => ({
        name: names[index] ?? item.mediaId,
        key: downloadKey(item),
        shootingAt: item.shootingAt,
      }));
    },
  };
}
