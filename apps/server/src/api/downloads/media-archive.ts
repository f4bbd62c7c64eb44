import { once } from 'node:events';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import type { ObjectStorage } from '../../storage/object-storage.ts';

/** Formats that are compressed already: deflating them again costs CPU and saves nothing. */
export const storedAsIs = new Set([
  '.jpg',
  '.jpeg',
  '.png',
  '.webp',
  '.avif',
  '.heic',
  '.gif',
  '.mp4',
  '.mov',
]);
// ZIP keeps wall-clock times without a zone; Japan has no daylight saving, so +9 h shows Tokyo time.
const tokyoOffsetMs = 9 * 3_600_000;
const skippedNoteName = 'ダウンロードできなかったファイル.txt';

export type ArchiveEntry = { name: string; key: string; shootingAt: Date };

type ArchiveOptions = {
  /** Aborted when the client goes away: stop reading from storage. */
  signal: AbortSignal;
  /** An object that could not be read is left out, noted in the ZIP, and reported here. */
  onSkipped: (entry: ArchiveEntry, error: unknown) => void;
  /** The ZIP failed after it started (headers are sent by then): reported here, the response is cut. */
  onFailed: (error: unknown) => void;
};

/**
 * A ZIP of storage objects, streamed and never held in memory: one object is open at a time, the
 * next is opened only once the archive has consumed the previous one, and the archive produces
 * only as fast as the client reads (the reply's backpressure).
 */
export function streamMediaArchive(
  storage: ObjectStorage,
  entries: ArchiveEntry[],
  options: ArchiveOptions,
): Readable {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const { signal } = options;
  let current: Readable | null = null;

  async function feed() {
    const skipped: string[] = [];
    for (const entry of entries) {
      signal.throwIfAborted();
      current = await storage.read(entry.key).catch((error: unknown) => {
        options.onSkipped(entry, error);
        skipped.push(entry.name);
        return null;
      });
      if (!current) continue;
      archive.append(current, {
        name: entry.name,
        store: storedAsIs.has(path.extname(entry.name)),
        date: new Date(entry.shootingAt.getTime() + tokyoOffsetMs),
      });
      await once(archive, 'entry', { signal });
    }
    if (skipped.length > 0) {
      const note = `次のファイルは読み込めなかったため含まれていません。時間をおいてもう一度お試しください。\r\n${skipped.join('\r\n')}\r\n`;
      archive.append(note, { name: skippedNoteName, date: new Date(Date.now() + tokyoOffsetMs) });
    }
    await archive.finalize();
  }

  feed().catch((error: unknown) => {
    current?.destroy();
    // Destroyed, not ended: a cut-off ZIP must reach the client as a failed download, not a short one.
    if (signal.aborted) return archive.destroy();
    options.onFailed(error);
    archive.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return archive;
}
