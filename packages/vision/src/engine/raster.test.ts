import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodePhoto, renderSquare } from './raster.ts';

describe('decodePhoto', () => {
  it('decodes upright (EXIF orientation applied) into RGB, and shrinks to the working size', async () => {
    // Stored 400 × 200, tagged "rotate 90° clockwise": upright it is 200 × 400.
    const jpeg = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#c08040' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const photo = await decodePhoto(jpeg, 100);
    expect([photo.originalWidth, photo.originalHeight]).toEqual([200, 400]);
    expect([photo.image.width, photo.image.height]).toEqual([50, 100]);
    expect(photo.image.data.length).toBe(50 * 100 * 3);
  });

  it('gives grey and transparent images three channels', async () => {
    const grey = await sharp({ create: { width: 8, height: 8, channels: 4, background: '#80808080' } })
      .greyscale()
      .png()
      .toBuffer();
    const photo = await decodePhoto(grey, 100);
    expect(photo.image.data.length).toBe(8 * 8 * 3);
  });
});

describe('renderSquare', () => {
  it('scales a square region and paints what lies outside the image black', async () => {
    const white = { data: Buffer.alloc(10 * 10 * 3, 255), width: 10, height: 10 };
    const pixels = await renderSquare(white, { x: -10, y: 0, size: 20 }, 4);
    expect(pixels.length).toBe(4 * 4 * 3);
    const row = Array.from(pixels.subarray(0, 12));
    expect(row).toEqual([0, 0, 0, 0, 0, 0, 255, 255, 255, 255, 255, 255]);
  });

  it('paints a region wholly outside the image black instead of failing', async () => {
    const white = { data: Buffer.alloc(10 * 10 * 3, 255), width: 10, height: 10 };
    for (const region of [
      { x: -30, y: 2, size: 20 },
      { x: 12, y: 0, size: 5 },
      { x: 0, y: 10, size: 4 },
    ]) {
      const pixels = await renderSquare(white, region, 4);
      expect(pixels.length).toBe(4 * 4 * 3);
      expect(pixels.every((value) => value === 0)).toBe(true);
    }
  });
});
