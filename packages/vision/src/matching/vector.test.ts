import { describe, expect, it } from 'vitest';
import { cosine, dot, normalise } from './vector.ts';

describe('vectors', () => {
  it('normalises to unit length and leaves a zero vector alone', () => {
    expect(Array.from(normalise([3, 4]))).toEqual([0.6000000238418579, 0.800000011920929]);
    expect(Array.from(normalise([0, 0]))).toEqual([0, 0]);
  });

  it('gives the cosine whatever the lengths', () => {
    expect(cosine([2, 0], [5, 5])).toBeCloseTo(Math.SQRT1_2);
    expect(cosine([0, 0], [1, 0])).toBe(0);
    expect(dot([1, 2], [3, 4])).toBe(11);
  });
});
