import { describe, expect, it } from 'vitest';
import {
  applySimilarity,
  CHIP_SIDE,
  CHIP_TARGETS,
  chipTransform,
  type FivePoints,
  fitSimilarity,
  invertSimilarity,
  warpToChip,
} from './align-face.ts';

const names = Object.keys(CHIP_TARGETS) as (keyof FivePoints)[];
/** The chip's targets moved by a known similarity: turned `degrees`, scaled, shifted. */
function movedTargets(degrees: number, scale: number, shift: { x: number; y: number }): FivePoints {
  const r = (degrees * Math.PI) / 180;
  const m = { a: scale * Math.cos(r), b: scale * Math.sin(r), tx: shift.x, ty: shift.y };
  return Object.fromEntries(names.map((n) => [n, applySimilarity(m, CHIP_TARGETS[n])])) as FivePoints;
}

describe('face alignment', () => {
  it('puts dlib mean face inside the padded chip, eyes level and mouth below the nose', () => {
    expect(CHIP_TARGETS.leftEye.y).toBeCloseTo(CHIP_TARGETS.rightEye.y);
    expect(CHIP_TARGETS.leftEye.x).toBeGreaterThan(CHIP_SIDE * 0.2);
    expect(CHIP_TARGETS.rightEye.x).toBeLessThan(CHIP_SIDE * 0.8);
    expect(CHIP_TARGETS.mouthLeft.y).toBeGreaterThan(CHIP_TARGETS.nose.y);
  });

  it('recovers a similarity from five points exactly, and its inverse undoes it', () => {
    const from = names.map((n) => CHIP_TARGETS[n]);
    const to = names.map((n) => movedTargets(30, 2.5, { x: 40, y: -7 })[n]);
    const m = fitSimilarity(from, to);
    expect(Math.hypot(m.a, m.b)).toBeCloseTo(2.5, 6);
    expect((Math.atan2(m.b, m.a) * 180) / Math.PI).toBeCloseTo(30, 6);
    const back = invertSimilarity(m);
    const p = applySimilarity(back, applySimilarity(m, { x: 3, y: 11 }));
    expect(p.x).toBeCloseTo(3, 9);
    expect(p.y).toBeCloseTo(11, 9);
  });

  it('maps a tilted, enlarged face onto the targets', () => {
    const face = movedTargets(-20, 3, { x: 500, y: 300 });
    const toChip = chipTransform(face);
    for (const n of names) {
      const p = applySimilarity(toChip, face[n]);
      expect(p.x).toBeCloseTo(CHIP_TARGETS[n].x, 6);
      expect(p.y).toBeCloseTo(CHIP_TARGETS[n].y, 6);
    }
  });

  it('samples the chip from the image: a bright spot at the nose lands on the chip nose target', () => {
    const side = 400;
    const data = new Uint8Array(side * side * 3);
    const face = movedTargets(15, 1.8, { x: 60, y: 40 });
    const nose = { x: Math.round(face.nose.x), y: Math.round(face.nose.y) };
    for (let dy = -2; dy <= 2; dy++)
      for (let dx = -2; dx <= 2; dx++)
        data.fill(
          255,
          ((nose.y + dy) * side + nose.x + dx) * 3,
          ((nose.y + dy) * side + nose.x + dx) * 3 + 3,
        );
    const chip = warpToChip({ data, width: side, height: side }, chipTransform(face));
    let brightest = 0;
    let at = { x: -1, y: -1 };
    for (let i = 0; i < CHIP_SIDE * CHIP_SIDE; i++) {
      if ((chip[i * 3] ?? 0) > brightest) {
        brightest = chip[i * 3] ?? 0;
        at = { x: i % CHIP_SIDE, y: Math.floor(i / CHIP_SIDE) };
      }
    }
    expect(brightest).toBeGreaterThan(100);
    expect(Math.abs(at.x + 0.5 - CHIP_TARGETS.nose.x)).toBeLessThan(2);
    expect(Math.abs(at.y + 0.5 - CHIP_TARGETS.nose.y)).toBeLessThan(2);
    // Outside the image is black, as in dlib.
    const offImage = warpToChip(
      { data, width: side, height: side },
      chipTransform(movedTargets(0, 1, { x: -500, y: -500 })),
    );
    expect(Math.max(...offImage)).toBe(0);
  });
});
