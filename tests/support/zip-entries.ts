// Test support: reads a ZIP's central directory and entries (no unzip library is installed).
import { inflateRawSync } from 'node:zlib';

export type ZipEntry = { name: string; method: 'stored' | 'deflated'; crc32: number; data: Buffer };

/** The entries of a whole ZIP held in a buffer (archives under 4 GiB, no ZIP64). */
export function zipEntries(zip: Buffer): ZipEntry[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`bad central directory entry ${i}`);
    const method = zip.readUInt16LE(at + 10);
    const crc32 = zip.readUInt32LE(at + 16);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(start, start + compressedSize);
    entries.push({
      name,
      method: method === 0 ? 'stored' : 'deflated',
      crc32,
      data: method === 0 ? raw : inflateRawSync(raw),
    });
    at += 46 + skip;
  }
  return entries;
}
