import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { blurFaces } from './blur-faces.ts';

/** A 400 × 200 photo: fine black-and-white stripes on the left half, grey on the right. */
async function striped(orientation?: number) {
  const width = 400;
  const height = 200;
  const pixels = Buffer.alloc(width * height * 3, 128);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width / 2; x++)
      pixels.fill(x % 4 < 2 ? 0 : 255, (y * width + x) * 3, (y * width + x) * 3 + 3);
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return (orientation ? image.withMetadata({ orientation }) : image).jpeg({ quality: 95 }).toBuffer();
}

/** The standard deviation of a region's brightness: high where the stripes are, low once blurred. */
async function spread(jpeg: Buffer, region: { left: number; top: number; width: number; height: number }) {
  // From the pixels: sharp's stats() would describe the whole image, not the extracted region.
  const grey = await sharp(jpeg).extract(region).greyscale().raw().toBuffer();
  const mean = grey.reduce((sum, v) => sum + v, 0) / grey.length;
  return Math.sqrt(grey.reduce((sum, v) => sum + (v - mean) ** 2, 0) / grey.length);
}

describe('blurFaces', () => {
  it('wipes the detail out of the face and its margin, and leaves the rest as it was', async () => {
    const photo = await striped();
    const face = { x: 0.1, y: 0.25, width: 0.2, height: 0.5 };
    expect(await spread(photo, { left: 50, top: 60, width: 60, height: 80 })).toBeGreaterThan(100);
    const out = await blurFaces(photo, [face]);
    expect(await sharp(out).metadata()).toMatchObject({ format: 'jpeg', width: 400, height: 200 });
    expect(await spread(out, { left: 50, top: 60, width: 60, height: 80 })).toBeLessThan(15);
    // Far from the box the stripes stand.
    expect(await spread(out, { left: 150, top: 10, width: 40, height: 40 })).toBeGreaterThan(100);
  });

  it('reads boxes on the upright photo, as the face engine gives them', async () => {
    // Stored turned (EXIF 6): upright it is 200 × 400 with the stripes on top.
    const out = await blurFaces(await striped(6), [{ x: 0.25, y: 0.1, width: 0.5, height: 0.2 }]);
    expect(await sharp(out).metadata()).toMatchObject({ width: 200, height: 400 });
    expect(await spread(out, { left: 70, top: 50, width: 60, height: 60 })).toBeLessThan(15);
    expect(await spread(out, { left: 10, top: 150, width: 40, height: 40 })).toBeGreaterThan(100);
  });
});
