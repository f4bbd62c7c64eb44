import { describe, expect, it } from 'vitest';
import { type Detection, iou, planTiles, type Square, squareAround, suppressDuplicates } from './geometry.ts';

const inside = (face: Square, tile: Square) =>
  face.x >= tile.x &&
  face.y >= tile.y &&
  face.x + face.size <= tile.x + tile.size &&
  face.y + face.size <= tile.y + tile.size;

describe('planTiles', () => {
  const plan = { smallestTile: 320, overlap: 0.25 };

  it('covers a 1600 × 1200 photo with a pyramid ending in the whole image with a margin', () => {
    const tiles = planTiles(1600, 1200, plan);
    expect(new Set(tiles.map((t) => t.size))).toEqual(new Set([320, 640, 1280, 1600 * (4 / 3)]));
    expect(tiles.filter((t) => t.size === 320)).toHaveLength(35);
    const last = tiles.at(-1);
    expect(last?.x).toBeCloseTo(-266.67, 1);
    expect(last?.y).toBeCloseTo(-466.67, 1);
  });

  it('has every face of 40-150 px whole in a tile where it is at least an eighth of the side', () => {
    const tiles = planTiles(1600, 1200, plan);
    for (let size = 40; size <= 150; size += 11) {
      for (let x = 0; x + size <= 1600; x += 37) {
        for (let y = 0; y + size <= 1200; y += 41) {
          const face = { x, y, size };
          const holding = tiles.filter((t) => inside(face, t) && size >= t.size / 8);
          expect(holding.length, `face ${size} px at ${x},${y}`).toBeGreaterThan(0);
        }
      }
    }
  });

  it('uses the whole image alone when it is smaller than the smallest tile', () => {
    expect(planTiles(150, 150, plan)).toEqual([{ x: -25, y: -25, size: 200 }]);
  });
});

describe('iou', () => {
  it('is 1 for the same box, 0 for disjoint ones, and the overlap share otherwise', () => {
    const a = { x: 0, y: 0, width: 10, height: 10 };
    expect(iou(a, a)).toBe(1);
    expect(iou(a, { x: 20, y: 0, width: 10, height: 10 })).toBe(0);
    expect(iou(a, { x: 5, y: 0, width: 10, height: 10 })).toBeCloseTo(50 / 150);
  });
});

describe('suppressDuplicates', () => {
  const rule = { iou: 0.3, containment: 0.6 };
  const det = (x: number, width: number, score: number, cut = false): Detection => ({
    box: { x, y: 0, width, height: width },
    score,
    cut,
  });

  it('keeps one of two views of the same face, the higher score', () => {
    expect(suppressDuplicates([det(0, 50, 0.8), det(4, 50, 0.9)], rule)).toEqual([det(4, 50, 0.9)]);
  });

  it('prefers the whole view to a tile-cut one, and drops the cut piece inside it', () => {
    const whole = det(0, 60, 0.7);
    const piece = det(30, 30, 0.95, true);
    expect(suppressDuplicates([piece, whole], rule)).toEqual([whole]);
  });

  it('keeps faces that merely touch', () => {
    expect(suppressDuplicates([det(0, 50, 0.9), det(45, 50, 0.9)], rule)).toHaveLength(2);
  });
});

describe('squareAround', () => {
  it('centres a square of context × the longer side on the box', () => {
    expect(squareAround({ x: 10, y: 20, width: 40, height: 20 }, 1.5)).toEqual({ x: 0, y: 0, size: 60 });
  });
});
