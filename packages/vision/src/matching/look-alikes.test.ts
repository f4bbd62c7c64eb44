import { describe, expect, it } from 'vitest';
import type { Candidate } from './child-similarity.ts';
import { LOOK_ALIKE_SIMILARITY, lookAlikes, markLookAlikes } from './look-alikes.ts';
import { MATCH_THRESHOLD } from './thresholds.ts';

const now = new Date('2026-06-10T12:00:00+09:00');

/** A unit vector in the plane of the first two axes whose cosine with the first axis is `cos`. */
const withCosine = (cos: number) => [cos, Math.sqrt(1 - cos * cos), 0];
const child = (childId: string, ...embeddings: number[][]): Candidate => ({
  childId,
  references: embeddings.map((embedding) => ({ embedding, takenAt: now })),
});

describe('lookAlikes', () => {
  it('sits below the threshold the matcher delivers at', () => {
    expect(LOOK_ALIKE_SIMILARITY).toBeLessThan(MATCH_THRESHOLD);
    expect(LOOK_ALIKE_SIMILARITY).toBeGreaterThan(0.5);
  });

  it('names the enrolled children close to the waiting child, strongest first', () => {
    const enrolled = [
      child('far', withCosine(0.2)),
      child('sibling', withCosine(0.97)),
      child('cousin', withCosine(LOOK_ALIKE_SIMILARITY + 0.01)),
    ];
    const found = lookAlikes([[1, 0, 0]], enrolled, now);
    expect(found.map((score) => score.childId)).toEqual(['sibling', 'cousin']);
    expect(found[0]?.similarity).toBeCloseTo(0.97);
  });

  it('counts a child exactly at the line, and not one just below it', () => {
    const at = child('at', withCosine(LOOK_ALIKE_SIMILARITY));
    const below = child('below', withCosine(LOOK_ALIKE_SIMILARITY - 0.001));
    expect(lookAlikes([[1, 0, 0]], [at, below], now).map((score) => score.childId)).toEqual(['at']);
  });

  it("keeps each child's best score over the waiting child's faces", () => {
    const enrolled = [child('sibling', withCosine(0.95))];
    const faces = [
      [0, 0, 1],
      [1, 0, 0],
    ];
    expect(lookAlikes(faces, enrolled, now)[0]?.similarity).toBeCloseTo(0.95);
  });

  it("compares with the mean of the other child's references, as the matcher does", () => {
    // One reference is the very face, the other is at right angles: the mean is 45° away.
    const mixed = child('mixed', [1, 0, 0], [0, 1, 0]);
    expect(lookAlikes([[1, 0, 0]], [mixed], now, undefined, 0.5)[0]?.similarity).toBeCloseTo(Math.SQRT1_2);
  });

  it('finds nothing without faces of the waiting child or references of the others', () => {
    expect(lookAlikes([], [child('a', [1, 0, 0])], now)).toEqual([]);
    expect(lookAlikes([[1, 0, 0]], [child('a')], now)).toEqual([]);
  });
});

describe('markLookAlikes', () => {
  it('marks both children of a pair whose galleries are close, and nobody else', () => {
    const marked = markLookAlikes(
      [
        child('a', [1, 0, 0]),
        child('twin', withCosine(LOOK_ALIKE_SIMILARITY + 0.005)),
        child('other', [0, 0, 1]),
      ],
      now,
    );
    expect(marked.map((c) => c.lookAlike ?? false)).toEqual([true, true, false]);
  });
});
