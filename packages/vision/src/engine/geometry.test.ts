import { describe, expect, it } from 'vitest';
import { type Detection, iou, squareAround, suppressDuplicates } from './geometry.ts';

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
