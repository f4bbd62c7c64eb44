import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hammingDistance, perceptualHashOf } from './perceptual-hash.ts';
import { thumbHashOf } from './placeholder.ts';
import { parseExifDate, readShootingTime } from './shooting-time.ts';

const upload = new Date('2026-06-01T12:00:00Z');

async function jpeg(exif?: Record<string, Record<string, string>>, colour = '#e8a87c') {
  const image = sharp({ create: { width: 64, height: 48, channels: 3, background: colour } }).jpeg();
  return (exif ? image.withExif(exif) : image).toBuffer();
}

describe('readShootingTime', () => {
  it('reads DateTimeOriginal as Tokyo time when the camera wrote no offset', async () => {
    const photo = await jpeg({ IFD2: { DateTimeOriginal: '2026:05:01 10:30:00' } });
    expect((await readShootingTime(photo, upload)).toISOString()).toBe('2026-05-01T01:30:00.000Z');
  });

  it('uses the offset when there is one', () => {
    expect(parseExifDate('2026:05:01 10:30:00', '+02:00')?.toISOString()).toBe('2026-05-01T08:30:00.000Z');
  });

  it('falls back to the upload time without a usable date', async () => {
    expect(await readShootingTime(await jpeg(), upload)).toBe(upload);
    expect(parseExifDate('0000:00:00 00:00:00', undefined)).toBeNull();
  });
});

describe('placeholder and perceptual hash', () => {
  it('makes a short base64 ThumbHash', async () => {
    expect(await thumbHashOf(await jpeg())).toMatch(/^[A-Za-z0-9+/=]{10,60}$/);
  });

  it('gives near-identical images close hashes', async () => {
    const a = await perceptualHashOf(await jpeg(undefined, '#336699'));
    expect(a).toMatch(/^[0-9a-f]{16}$/);
    expect(hammingDistance(a, a)).toBe(0);
    expect(hammingDistance('00000000000000ff', '0000000000000000')).toBe(8);
  });
});
