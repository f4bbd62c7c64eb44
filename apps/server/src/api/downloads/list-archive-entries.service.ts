import { notYours } from '../../auth/authenticate.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { downloadKeyOf } from '../../storage/media-keys.ts';
import { archiveEntryNames } from './archive-names.ts';
import type { ArchiveEntry } from './media-archive.ts';
import { visibleMediaOf } from './visible-media.ts';

/** The entries of a ZIP of chosen media, in shooting order; 403 when any is not this family's to see. */
export async function listArchiveEntries(
  context: AppContext,
  guardianId: string,
  childId: string,
  mediaIds: string[],
): Promise<ArchiveEntry[]> {
  const items = await visibleMediaOf(context, guardianId, childId, mediaIds);
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
}
