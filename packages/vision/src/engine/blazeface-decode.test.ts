import { describe, expect, it } from 'vitest';
import { decodeBlazeface, levelBands, pyramidScales } from './blazeface-decode.ts';

describe('decodeBlazeface', () => {
  const head = (logits: number[], boxes: number[]) => ({
    stride: 16,
    anchors: 2,
    rows: 1,
    cols: 2,
    scores: Float32Array.from(logits),
    boxes: Float32Array.from(boxes.flatMap((v) => [v, v, 20, 24, ...new Array(12).fill(0)])),
  });

  it('places a box on its cell centre plus the offset, in input pixels', () => {
    const found = decodeBlazeface(head([-9, -9, 2, -9], [0, 0, 3, 0]), 0.5);
    expect(found).toHaveLength(1);
    // Third anchor: second cell (x centre 24), offset 3; size 20 × 24.
    expect(found[0]?.box).toEqual({ x: 24 + 3 - 10, y: 8 + 3 - 12, width: 20, height: 24 });
    expect(found[0]?.score).toBeCloseTo(1 / (1 + Math.exp(-2)));
  });

  it('keeps only scores at or over the bar', () => {
    expect(decodeBlazeface(head([0, 0.1, -0.1, -5], [0, 0, 0, 0]), 0.5)).toHaveLength(2);
  });
});

describe('pyramidScales', () => {
  it('halves from the first scale until the image is small enough', () => {
    expect(pyramidScales(2048, 0.8, 256)).toEqual([0.8, 0.4, 0.2, 0.1]);
    expect(pyramidScales(200, 0.8, 256)).toEqual([0.8]);
  });
});

describe('levelBands', () => {
  it('reads a short level in one band', () => {
    expect(levelBands(448, 480, 96)).toEqual([{ top: 0, rows: 448, from: 0, to: 448 }]);
  });

  it('cuts a tall level into bands of 32-row multiples that cover it and overlap enough', () => {
    for (const height of [512, 800, 1568, 3104]) {
      const bands = levelBands(height, 480, 96);
      expect(bands[0]?.top).toBe(0);
      expect((bands.at(-1)?.top ?? 0) + (bands.at(-1)?.rows ?? 0)).toBe(height);
      for (const band of bands) {
        expect(band.rows % 32).toBe(0);
        expect(band.rows).toBeLessThanOrEqual(480);
      }
      for (const [i, band] of bands.slice(1).entries()) {
        const before = bands[i] as (typeof bands)[number];
        expect(before.top + before.rows - band.top).toBeGreaterThanOrEqual(96);
        // The bands answer for the level's rows once each, half an overlap or more from their edges.
        expect(band.from).toBe(before.to);
        expect(band.from - band.top).toBeGreaterThanOrEqual(48);
        expect(before.top + before.rows - before.to).toBeGreaterThanOrEqual(48);
      }
      expect(bands[0]?.from).toBe(0);
      expect(bands.at(-1)?.to).toBe(height);
    }
  });
});
