import { describe, expect, it } from 'vitest';
import { eyeOpenness, fivePoints, meshAngles, meshBounds, smileFromMesh } from './mesh-reading.ts';

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

  it('reads a smile from the mouth width over the eye distance', () => {
    // Eyes 40 px apart (centres at 30 and 70); mouth corners 36 px apart (0.9): straight.
    const face = (mouth: number) =>
      mesh({
        33: [25, 40],
        133: [35, 40],
        362: [65, 40],
        263: [75, 40],
        61: [50 - mouth / 2, 70],
        291: [50 + mouth / 2, 70],
      });
    expect(smileFromMesh(face(36))).toBeCloseTo(0);
    expect(smileFromMesh(face(40))).toBeCloseTo(0.5);
    expect(smileFromMesh(face(50))).toBe(1);
    expect(smileFromMesh(face(30))).toBe(0);
    expect(smileFromMesh([[0, 0, 0]])).toBeUndefined();
  });

  it('reads the head’s turn from forehead, chin and cheeks', () => {
    const DEG = 180 / Math.PI;
    /** Forehead, chin and cheeks of a head turned by `yaw` about the vertical, then tilted by `roll` in the image. */
    const head = (yaw: number, roll: number) => {
      const [cy, sy, cr, sr] = [Math.cos(yaw), Math.sin(yaw), Math.cos(roll), Math.sin(roll)];
      const place = ([x, y, z]: number[]) => {
        const [tx, tz] = [(x ?? 0) * cy + (z ?? 0) * sy, -(x ?? 0) * sy + (z ?? 0) * cy];
        return [100 + tx * cr - (y ?? 0) * sr, 100 + tx * sr + (y ?? 0) * cr, tz * 1.5];
      };
      const points = Array.from({ length: 468 }, () => [100, 100, 0]);
      points[10] = place([0, -50, 0]);
      points[152] = place([0, 50, 0]);
      points[234] = place([-40, 0, 0]);
      points[454] = place([40, 0, 0]);
      return points;
    };
    const straight = meshAngles(head(0, 0));
    expect(Math.abs(straight?.yaw ?? 1)).toBeLessThan(1e-9);
    expect(Math.abs(straight?.roll ?? 1)).toBeLessThan(1e-9);
    expect(Math.abs((meshAngles(head(0.5, 0))?.yaw ?? 0) * DEG)).toBeCloseTo(0.5 * DEG, 5);
    expect(Math.abs((meshAngles(head(0, 0.35))?.roll ?? 0) * DEG)).toBeCloseTo(0.35 * DEG, 5);
    expect(meshAngles([[0, 0, 0]])).toBeUndefined();
  });
});
