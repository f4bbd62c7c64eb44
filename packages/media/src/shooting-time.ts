import exifr from 'exifr';
import sharp from 'sharp';
import { bufferView } from './buffer-view.ts';

/** Japan has no daylight saving time, so a camera clock without an offset is read as +09:00. */
const TOKYO_OFFSET = '+09:00';

/**
 * When a photo was taken: EXIF DateTimeOriginal (with OffsetTimeOriginal when the camera wrote
 * one, else Asia/Tokyo time, since the nurseries are in Japan), or `fallback` (the upload time)
 * when the file has no usable date.
 */
export async function readShootingTime(original: Uint8Array, fallback: Date): Promise<Date> {
  const tags = (await exifTimes(bufferView(original))) ?? (await exifTimes(await exifBlockOf(original)));
  return parseExifDate(tags?.DateTimeOriginal, tags?.OffsetTimeOriginal) ?? fallback;
}

async function exifTimes(bytes: Buffer | undefined): Promise<Record<string, unknown> | undefined> {
  if (!bytes) return undefined;
  try {
    // Raw strings: exifr would otherwise read the wall-clock time in the server's own zone.
    const tags = await exifr.parse(bytes, {
      pick: ['DateTimeOriginal', 'OffsetTimeOriginal'],
      reviveValues: false,
    });
    return tags?.DateTimeOriginal ? tags : undefined;
  } catch {
    return undefined;
  }
}

/** The EXIF block as libvips finds it: exifr misreads some HEIC files that libvips reads well. */
async function exifBlockOf(original: Uint8Array): Promise<Buffer | undefined> {
  try {
    return (await sharp(original).metadata()).exif;
  } catch {
    return undefined;
  }
}

/** "2026:05:01 10:30:00" with an optional "+09:00" offset; null for anything malformed. */
export function parseExifDate(value: unknown, offset: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match;
  const zone =
    typeof offset === 'string' && /^[+-]\d{2}:\d{2}$/.test(offset.trim()) ? offset.trim() : TOKYO_OFFSET;
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${zone}`);
  return Number.isNaN(date.getTime()) || Number(y) < 1990 ? null : date;
}
