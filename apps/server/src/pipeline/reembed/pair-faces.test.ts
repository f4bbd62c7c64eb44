import { describe, expect, it } from 'vitest';
import { pairFaces } from './pair-faces.ts';

const box = (x: number, y: number, side = 0.1) => ({ x, y, width: side, height: side });

describe('pairFaces', () => {
  it('pairs each stored face with the found face over it, whatever the order', () => {
    const stored = [box(0.1, 0.1), box(0.5, 0.5), box(0.8, 0.1)];
    const found = [box(0.51, 0.5), box(0.8, 0.11), box(0.1, 0.1)];
    expect([...pairFaces(stored, found).entries()].sort()).toEqual([
      [0, 2],
      [1, 0],
      [2, 1],
    ]);
  });

  it('leaves a stored face unpaired when nothing overlaps it enough, and uses a found face once', () => {
    const stored = [box(0.1, 0.1), box(0.12, 0.1), box(0.6, 0.6)];
    const found = [box(0.1, 0.1), box(0.65, 0.65)];
    const pairs = pairFaces(stored, found);
    expect(pairs.get(0)).toBe(0);
    expect(pairs.has(1)).toBe(false);
    // IoU of the shifted box is about 0.33: not the same face.
    expect(pairs.has(2)).toBe(false);
  });
});
