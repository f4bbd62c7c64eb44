import { describe, expect, it } from 'vitest';
import { childSimilarity, recencyWeight } from './child-similarity.ts';

const now = new Date('2025-06-01T00:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

describe('recencyWeight', () => {
  it('halves every half-life', () => {
    expect(recencyWeight(now, now, 90)).toBe(1);
    expect(recencyWeight(daysAgo(90), now, 90)).toBeCloseTo(0.5);
    expect(recencyWeight(daysAgo(360), now, 90)).toBeCloseTo(1 / 16);
  });

  it('counts a photo dated in the future as taken now', () => {
    expect(recencyWeight(new Date(now.getTime() + 86_400_000), now, 90)).toBe(1);
  });
});

describe('childSimilarity', () => {
  it('compares with the mean of the references, each counted once whatever its length', () => {
    const references = [
      { embedding: [10, 0], takenAt: now },
      { embedding: [0, 0.1], takenAt: now },
    ];
    expect(childSimilarity([1, 1], references, now, 90)).toBeCloseTo(1);
  });

  it('is the same when every reference is equally old: only relative weights matter', () => {
    const refs = (age: number) => [
      { embedding: [1, 0], takenAt: daysAgo(age) },
      { embedding: [0, 1], takenAt: daysAgo(age) },
    ];
    expect(childSimilarity([1, 0], refs(900), now, 90)).toBeCloseTo(
      childSimilarity([1, 0], refs(0), now, 90),
    );
  });

  it('is NaN without references', () => {
    expect(childSimilarity([1, 0], [], now, 90)).toBeNaN();
  });
});
