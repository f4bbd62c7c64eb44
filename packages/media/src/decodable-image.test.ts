import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { contentHash, decodableImage } from './decodable-image.ts';
import { readShootingTime } from './shooting-time.ts';

// Made with libheif's heif-enc (x265) from a 320 × 240 drawing: orange ground, a green disc centred
// at (100, 120), EXIF DateTimeOriginal 2026:11:20 10:15:00. sharp alone cannot decode it.
const heic = () => readFile(new URL('./fixtures/iphone-like.heic', import.meta.url));

const pixelAt = async (image: Buffer, x: number, y: number): Promise<[number, number, number]> => {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
};

describe('decodableImage', () => {
  it('turns an HEVC-coded HEIC, which sharp cannot read, into a JPEG of the same picture', async () => {
    const original = await heic();
    await expect(sharp(original).raw().toBuffer()).rejects.toThrow();
    const image = await decodableImage(original);
    const meta = await sharp(image).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 320, 240]);
    const [r, g, b] = await pixelAt(image, 300, 20);
    expect(Math.abs(r - 200) + Math.abs(g - 80) + Math.abs(b - 40)).toBeLessThan(30);
    const [, green] = await pixelAt(image, 100, 120);
    expect(green).toBeGreaterThan(120);
  });

  it('passes every other image through untouched', async () => {
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    expect(await decodableImage(jpeg)).toBe(jpeg);
  });

  it('refuses a broken HEIF-looking file', async () => {
    const broken = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(64)]);
    await expect(decodableImage(broken)).rejects.toThrow();
  });
});

describe('an HEIC original', () => {
  it('keeps its EXIF shooting time (Tokyo) and hashes by its own bytes', async () => {
    const original = await heic();
    expect((await readShootingTime(original, new Date(0))).toISOString()).toBe('2026-11-20T01:15:00.000Z');
    expect(contentHash(original)).toMatch(/^[0-9a-f]{64}$/);
  });
});
