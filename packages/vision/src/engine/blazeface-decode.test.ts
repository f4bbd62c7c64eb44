import { describe, expect, it } from 'vitest';
import { decodeBlazeface, pyramidScales } from './blazeface-decode.ts';

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
