import { describe, expect, it } from 'vitest';
import { facesToProtect } from './face-protection.ts';
import { PROTECTION_RULES } from './thresholds.ts';

const now = new Date('2026-12-01T00:00:00Z');
/** A unit vector at cosine `c` to the first axis, in the plane of the first two axes. */
const at = (c: number, side = 1) => Float32Array.from([c, side * Math.sqrt(1 - c * c), 0]);
const child = { childId: 'amy', references: [{ embedding: at(1), takenAt: now }] };

describe('facesToProtect', () => {
  it("names the protected child's matched face, and faces too close to rule out", () => {
    const faces = [{ embedding: at(0.99) }, { embedding: at(0.9) }, { embedding: at(0.5) }];
    const found = facesToProtect(faces, [child], new Map([[0, 'amy']]), now);
    expect(found.map((f) => [f.faceIndex, f.reason])).toEqual([
      [0, 'matched'],
      [1, 'too_close'],
    ]);
    expect(found[1]?.similarity).toBeCloseTo(0.9, 5);
  });

  it('leaves a face the matcher gave another child, unless it is as close as a match to the protected one', () => {
    const faces = [{ embedding: at(0.9) }, { embedding: at(0.95) }];
    const owners = new Map([
      [0, 'ben'],
      [1, 'ben'],
    ]);
    const found = facesToProtect(faces, [child], owners, now);
    expect(found.map((f) => f.faceIndex)).toEqual([1]);
  });

  it('blurs at the rule-out bound and not a step below it', () => {
    const faces = [
      { embedding: at(PROTECTION_RULES.ruleOut + 1e-6) },
      { embedding: at(PROTECTION_RULES.ruleOut - 0.01) },
    ];
    expect(facesToProtect(faces, [child], new Map(), now).map((f) => f.faceIndex)).toEqual([0]);
  });

  it('takes the nearest single reference when it is closer than the mean', () => {
    const turned = {
      childId: 'amy',
      references: [
        { embedding: at(1), takenAt: now },
        { embedding: at(0.2, -1), takenAt: now },
      ],
    };
    const found = facesToProtect([{ embedding: at(0.9) }], [turned], new Map(), now);
    expect(found[0]?.similarity).toBeCloseTo(0.9, 5);
  });
});
