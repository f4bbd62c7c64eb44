import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { heicPixels } from './heic-pixels.ts';
import { heicPixelsFromTiles, tilePlacer } from './heic-tiles.ts';

// The fixtures are described in heic-layout.test.ts.
const fixture = (name: string) => readFile(new URL(`./fixtures/${name}`, import.meta.url));

/** Mean absolute difference of the RGB values, against libheif's RGBA. */
function meanDifference(rgb: Uint8Array, rgba: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < rgb.length / 3; i++)
    for (let c = 0; c < 3; c++) sum += Math.abs((rgb[i * 3 + c] ?? 0) - (rgba[i * 4 + c] ?? 0));
  return sum / rgb.length;
}

describe('heicPixelsFromTiles', () => {
  it.each(['iphone-like.heic', 'grid-turned.heic'])('decodes %s as libheif does', async (name) => {
    const bytes = await fixture(name);
    const [ours, libheif] = await Promise.all([heicPixelsFromTiles(bytes), heicPixels(bytes)]);
    expect([ours?.width, ours?.height]).toEqual([libheif.width, libheif.height]);
    expect(ours?.pixels.length).toBe(libheif.width * libheif.height * 3);
    // Chroma is upsampled a little differently: within a grey level or so on average.
    expect(meanDifference(ours?.pixels ?? new Uint8Array(), libheif.pixels)).toBeLessThan(1.5);
  });

  it('puts the grid together upright: the top left block turned to the bottom left', async () => {
    const picture = await heicPixelsFromTiles(await fixture('grid-turned.heic'));
    const at = (x: number, y: number) => {
      const i = (y * (picture?.width ?? 0) + x) * 3;
      return [...(picture?.pixels.subarray(i, i + 3) ?? [])];
    };
    expect([picture?.width, picture?.height]).toEqual([90, 100]);
    const [blue, green, orange] = [at(5, 95), at(85, 5), at(5, 5)];
    expect(blue[2]).toBeGreaterThan(150);
    expect(green[1]).toBeGreaterThan(130);
    expect(orange[0]).toBeGreaterThan(170);
  });

  it('gives undefined for a file it cannot lay out', async () => {
    const broken = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(64)]);
    expect(await heicPixelsFromTiles(broken)).toBeUndefined();
  });
});

describe('tilePlacer', () => {
  it('writes tiles arriving in any pieces into their places, cutting what lies outside', () => {
    // A 2 × 2 grid of 2 × 2 px tiles cut to 3 × 3: each tile's pixels carry its number.
    const layout = { tile: { width: 2, height: 2 }, columns: 2, width: 3, height: 3, pictures: 4 };
    const place = tilePlacer({ ...layout, stream: Buffer.alloc(0), rotation: 0 });
    const decoded = Buffer.concat([1, 2, 3, 4].map((n) => Buffer.alloc(12, n)));
    for (let at = 0; at < decoded.length; at += 5) place.write(decoded.subarray(at, at + 5));
    expect(place.complete()).toBe(true);
    const grey = [...place.picture].filter((_, i) => i % 3 === 0);
    expect(grey).toEqual([1, 1, 2, 1, 1, 2, 3, 3, 4]);
  });

  it('is not complete while tiles are missing', () => {
    const layout = { tile: { width: 2, height: 2 }, columns: 1, width: 2, height: 4, pictures: 2 };
    const place = tilePlacer({ ...layout, stream: Buffer.alloc(0), rotation: 0 });
    place.write(Buffer.alloc(12, 7));
    expect(place.complete()).toBe(false);
  });
});
