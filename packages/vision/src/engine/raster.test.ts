import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodePhoto, framedTile, renderSquare } from './raster.ts';

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

describe('framedTile', () => {
  // 4 × 3 pixels whose red value is their index + 1 (0 is the black frame), green and blue 0.
  const image = {
    width: 4,
    height: 3,
    data: Buffer.from(Array.from({ length: 12 }, (_, i) => [i + 1, 0, 0]).flat()),
  };
  const reds = (tile: Uint8Array) => [...tile].filter((_, i) => i % 3 === 0);

  it('copies a block of rows and columns into rows of its own', () => {
    expect(reds(framedTile(image, 0, { top: 1, rows: 2 }, { top: 1, rows: 2 }))).toEqual([6, 7, 10, 11]);
  });

  it('reads the frame and what lies beyond the image as black', () => {
    // Framed by 1 px the image is 6 × 5; the tile is its first 3 rows and columns 3-6 (one past it).
    const tile = framedTile(image, 1, { top: 0, rows: 3 }, { top: 3, rows: 4 });
    expect(reds(tile)).toEqual([0, 0, 0, 0, 3, 4, 0, 0, 7, 8, 0, 0]);
    expect(tile.length).toBe(3 * 4 * 3);
  });

  it('overwrites a tile of the same size it is given, frame included, and allocates for another size', () => {
    const stale = new Uint8Array(3 * 4 * 3).fill(255);
    const tile = framedTile(image, 1, { top: 0, rows: 3 }, { top: 3, rows: 4 }, stale);
    expect(tile).toBe(stale);
    expect(reds(tile)).toEqual([0, 0, 0, 0, 3, 4, 0, 0, 7, 8, 0, 0]);
    expect(framedTile(image, 0, { top: 1, rows: 2 }, { top: 1, rows: 2 }, stale)).not.toBe(stale);
  });

  it('gives a black tile for a block wholly in the frame', () => {
    expect(reds(framedTile(image, 2, { top: 0, rows: 2 }, { top: 0, rows: 2 }))).toEqual([0, 0, 0, 0]);
  });
});
