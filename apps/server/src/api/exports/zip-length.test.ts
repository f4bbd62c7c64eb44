import { PassThrough, Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import { describe, expect, it } from 'vitest';
import { storedZipLength } from './zip-length.ts';

/** What archiver really writes for these stored stream entries, as streamMediaArchive appends them. */
async function archivedLength(entries: { name: string; body: Buffer }[]): Promise<number> {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const sink = new PassThrough();
  archive.pipe(sink);
  const bytes = sink.toArray();
  for (const entry of entries)
    archive.append(Readable.from([entry.body]), { name: entry.name, store: true, date: new Date() });
  await archive.finalize();
  return Buffer.concat(await bytes).length;
}

describe('storedZipLength', () => {
  it('is the length archiver writes for stored entries, empty or not, ASCII or Japanese names', async () => {
    const entries = [
      { name: '2026-11-20_0930_1.jpg', body: Buffer.alloc(12_345, 1) },
      { name: '2026-11-20_0930_2.mp4', body: Buffer.alloc(0) },
      { name: 'ひびフォト.jpg', body: Buffer.alloc(70_000, 7) },
    ];
    const predicted = storedZipLength(
      entries.map((entry) => ({ name: entry.name, size: entry.body.length })),
    );
    expect(predicted).toBe(await archivedLength(entries));
    expect(storedZipLength([])).toBe(await archivedLength([]));
  });

  it('gives up where ZIP64 would begin', () => {
    expect(storedZipLength([{ name: 'a.mp4', size: 0xffffffff }])).toBeNull();
    expect(storedZipLength(Array.from({ length: 0xffff }, () => ({ name: 'a.jpg', size: 1 })))).toBeNull();
  });
});
