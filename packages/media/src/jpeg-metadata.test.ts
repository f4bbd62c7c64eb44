import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { stripJpegMetadata } from './jpeg-metadata.ts';

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
