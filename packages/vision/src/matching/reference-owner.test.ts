import { describe, expect, it } from 'vitest';
import type { Candidate } from './child-similarity.ts';
import { LOOK_ALIKE_SIMILARITY } from './look-alikes.ts';
import { likelierOtherChild } from './reference-owner.ts';

const now = new Date('2026-06-10T12:00:00+09:00');

/** A unit vector in the plane of the first two axes whose cosine with the first axis is `cos`. */
const withCosine = (cos: number) => [cos, Math.sqrt(1 - cos * cos), 0];
const child = (childId: string, ...embeddings: number[][]): Candidate => ({
  childId,
  references: embeddings.map((embedding) => ({ embedding, takenAt: now })),
});
const newPhoto = [1, 0, 0];

describe('likelierOtherChild', () => {
  it("refuses a photo that is a classmate's face rather than the child's own", () => {
    const candidates = [child('own', withCosine(0.5)), child('classmate', withCosine(0.97))];
    expect(likelierOtherChild(newPhoto, 'own', candidates, now)).toBe('classmate');
  });

  it('accepts a child who grew: far from their own gallery, and no other child close', () => {
    const candidates = [child('own', withCosine(0.7)), child('classmate', withCosine(0.6))];
    expect(likelierOtherChild(newPhoto, 'own', candidates, now)).toBeNull();
  });

  it('accepts a photo closer to the child than to a look-alike sibling', () => {
    const candidates = [child('own', withCosine(0.98)), child('sibling', withCosine(0.95))];
    expect(likelierOtherChild(newPhoto, 'own', candidates, now)).toBeNull();
  });

  it('counts another child from the look-alike line up, not below it', () => {
    const at = [child('own', withCosine(0.3)), child('other', withCosine(LOOK_ALIKE_SIMILARITY))];
    const below = [child('own', withCosine(0.3)), child('other', withCosine(LOOK_ALIKE_SIMILARITY - 0.001))];
    expect(likelierOtherChild(newPhoto, 'own', at, now)).toBe('other');
    expect(likelierOtherChild(newPhoto, 'own', below, now)).toBeNull();
  });

  it('names the likeliest of several and passes over galleries being converted', () => {
    const paused = { ...child('paused', withCosine(0.99)), paused: true };
    const candidates = [
      child('own', withCosine(0.2)),
      child('b', withCosine(0.93)),
      child('c', withCosine(0.96)),
      paused,
    ];
    expect(likelierOtherChild(newPhoto, 'own', candidates, now)).toBe('c');
  });
});
