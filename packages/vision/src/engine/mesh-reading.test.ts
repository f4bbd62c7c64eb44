import { describe, expect, it } from 'vitest';
import { eyeOpenness, fivePoints, meshBounds, smileScore } from './mesh-reading.ts';

/** A flat mesh of 468 points with a few set, as [x, y, z]. */
function mesh(points: Record<number, [number, number]>) {
  return Array.from({ length: 468 }, (_, i) => [...(points[i] ?? [50, 50]), 0]);
}

describe('mesh readings', () => {
  it('bounds the mesh', () => {
    expect(meshBounds(mesh({ 0: [10, 20], 1: [90, 70] }))).toEqual({ x: 10, y: 20, width: 80, height: 50 });
  });

  it('reads the eye openness of the less open eye', () => {
    // Left eye: lids 374/386 6 px apart over 443/450 20 px; right eye: lids 145/159 2 px over 223/230 20 px.
    const points = mesh({
      374: [0, 46],
      386: [0, 40],
      443: [0, 30],
      450: [0, 50],
      145: [0, 42],
      159: [0, 40],
      223: [0, 30],
      230: [0, 50],
    });
    expect(eyeOpenness(points)).toBeCloseTo(0.1);
    expect(eyeOpenness([[0, 0, 0]])).toBeUndefined();
  });

  it('orders the five points left to right as seen in the image', () => {
    const points = fivePoints(
      mesh({
        33: [70, 40],
        133: [60, 40],
        362: [40, 40],
        263: [30, 40],
        1: [50, 55],
        61: [60, 70],
        291: [40, 70],
      }),
    );
    expect(points).toEqual({
      leftEye: { x: 35, y: 40 },
      rightEye: { x: 65, y: 40 },
      nose: { x: 50, y: 55 },
      mouthLeft: { x: 40, y: 70 },
      mouthRight: { x: 60, y: 70 },
    });
  });

  it("reads the smile as the 'happy' score", () => {
    expect(
      smileScore([
        { emotion: 'neutral', score: 0.6 },
        { emotion: 'happy', score: 0.3 },
      ]),
    ).toBe(0.3);
    expect(smileScore([{ emotion: 'sad', score: 0.9 }])).toBe(0);
    expect(smileScore(undefined)).toBeUndefined();
  });
});
