import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { stripJpegMetadata, withOrientation } from './jpeg-metadata.ts';

const camera = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#e8a87c' } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'TestCam', Model: 'X1' }, IFD2: { DateTimeOriginal: '2026:05:01 09:00:00' } })
    .withIccProfile('p3')
    .toBuffer();

describe('stripJpegMetadata', () => {
  it('drops EXIF and trailing bytes, keeps the colour profile and the same pixels', async () => {
    const original = await camera();
    const trailer = Buffer.concat([original, Buffer.from('MPF second image')]);
    const stripped = stripJpegMetadata(trailer);
    expect(stripped).toBeDefined();
    const meta = await sharp(stripped).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeDefined();
    expect(stripped?.includes(Buffer.from('TestCam'))).toBe(false);
    expect(stripped?.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
    const pixels = (image: Buffer) => sharp(image).raw().toBuffer();
    expect(await pixels(stripped ?? Buffer.alloc(0))).toEqual(await pixels(original));
  });

  it('reads a progressive JPEG to its end', async () => {
    const progressive = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
      .jpeg({ progressive: true })
      .toBuffer();
    expect(stripJpegMetadata(progressive)?.length).toBe(progressive.length);
  });

  it('refuses what is not a JPEG, or one cut short', async () => {
    expect(stripJpegMetadata(Buffer.from('PNG not a jpeg'))).toBeUndefined();
    const original = await camera();
    expect(stripJpegMetadata(original.subarray(0, original.length - 10))).toBeUndefined();
  });
});

describe('withOrientation', () => {
  const exifSegment = Buffer.from('\xff\xe1\x00\x22Exif\x00\x00', 'latin1');

  it('adds an EXIF block that holds the orientation alone, right after the start', async () => {
    const stripped = stripJpegMetadata(await camera()) ?? Buffer.alloc(0);
    const turned = withOrientation(stripped, 8);
    expect(turned.subarray(2, 12).equals(exifSegment)).toBe(true);
    expect(turned.subarray(2 + 36).equals(stripped.subarray(2))).toBe(true);
    const meta = await sharp(turned).metadata();
    expect([meta.orientation, meta.autoOrient.width, meta.autoOrient.height]).toEqual([8, 48, 64]);
    expect(meta.exif?.length).toBe(32);
    expect(meta.icc).toBeDefined();
  });

  it('puts it after a JFIF segment, which must come first', async () => {
    // APP0 "JFIF\0", version 1.1, no units, density 1 × 1, no thumbnail.
    const jfif = Buffer.from('\xff\xe0\x00\x10JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00', 'latin1');
    const plain = stripJpegMetadata(await camera()) ?? Buffer.alloc(0);
    const withJfif = Buffer.concat([plain.subarray(0, 2), jfif, plain.subarray(2)]);
    const turned = withOrientation(withJfif, 6);
    expect(turned.subarray(2, 20).equals(jfif)).toBe(true);
    expect(turned.subarray(20, 30).equals(exifSegment)).toBe(true);
    expect((await sharp(turned).metadata()).orientation).toBe(6);
  });
});
