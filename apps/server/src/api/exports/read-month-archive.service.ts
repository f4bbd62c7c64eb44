import path from 'node:path';
import { tokyoMonthRange } from '@hibi/domain';
import { childAccess } from '../../children/child-access.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { downloadKeyOf } from '../../storage/media-keys.ts';
import { archiveEntryNames } from '../downloads/archive-names.ts';
import { type ArchiveEntry, storedAsIs } from '../downloads/media-archive.ts';
import { exportLinkSigner } from './export-links.ts';
import { mediaExportRepository } from './media-export.repository.ts';
import { storedZipLength } from './zip-length.ts';

const expired =
  'ダウンロードの有効期限が切れたか、リンクが正しくありません。マイページの「写真・動画の一括保存」を開き直してください。';
// Sizes are asked a few at a time: a bucket answers each in a round trip.
const SIZES_AT_ONCE = 16;

type MonthLink = { childId: string; month: string; exp: number; viewer: string; sig: string };

/**
 * What a month's ZIP holds (decision 0078), once the link's signature and expiry hold and its
 * guardian still sees the child: every media of that Tokyo month the family may see, no upper
 * count, and the ZIP's exact length when every object's size is known (null: sent without one).
 */
export async function readMonthArchive(
  context: AppContext,
  link: MonthLink,
): Promise<{ entries: ArchiveEntry[]; length: number | null; fileName: string }> {
  const facts = { guardianId: link.viewer, childId: link.childId, month: link.month };
  if (
    !exportLinkSigner(context.settings.MEDIA_SIGNING_SECRET).verify(facts, link.exp, link.sig, context.now())
  )
    throw new AppError('forbidden', expired);
  // A guardian who left the family, or was withdrawn, since the link was made gets nothing.
  const access = await childAccess(context)(link.viewer, link.childId);
  if (!access.seesMedia) throw new AppError('forbidden', expired);
  const items = await mediaExportRepository(context.database.db).itemsBetween(
    { childId: link.childId, guardianId: link.viewer },
    tokyoMonthRange(link.month),
  );
  const files = items.flatMap((item) => {
    const key = downloadKeyOf(item);
    return key ? [{ ...item, key }] : [];
  });
  const names = archiveEntryNames(files);
  const entries = files.map((file, index) => ({
    name: names[index] ?? file.mediaId,
    key: file.key,
    shootingAt: file.shootingAt,
  }));
  const fileName = `hibi-photo_${link.month.replace('-', '')}_${link.childId.slice(0, 8)}.zip`;
  return { entries, length: await exactLength(context, entries), fileName };
}

async function exactLength(context: AppContext, entries: ArchiveEntry[]): Promise<number | null> {
  if (!entries.every((entry) => storedAsIs.has(path.extname(entry.name)))) return null;
  const sizes: (number | null)[] = [];
  for (let at = 0; at < entries.length; at += SIZES_AT_ONCE)
    sizes.push(
      ...(await Promise.all(
        entries
          .slice(at, at + SIZES_AT_ONCE)
          .map((entry) => context.storage.size(entry.key).catch(() => null)),
      )),
    );
  // An object missing now would be left out and noted in the ZIP: its length is not known ahead.
  if (sizes.some((size) => size === null)) return null;
  return storedZipLength(entries.map((entry, index) => ({ name: entry.name, size: sizes[index] ?? 0 })));
}
