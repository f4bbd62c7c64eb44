import { describe, expect, it } from 'vitest';
import { fairnessStanding, rankForFairness } from './fairness.ts';

describe('rankForFairness', () => {
  it('puts the fewest first, ties by name', () => {
    const ranked = rankForFairness([
      { childName: 'さとう はな', delivered: 5 },
      { childName: 'いとう そら', delivered: 0 },
      { childName: 'あべ りく', delivered: 5 },
      { childName: 'うえだ めい', delivered: 1 },
    ]);
    expect(ranked.map((row) => row.childName)).toEqual([
      'いとう そら',
      'うえだ めい',
      'あべ りく',
      'さとう はな',
    ]);
  });

  it('marks none and few against the middle of the class', () => {
    const ranked = rankForFairness([
      { childName: 'a', delivered: 0 },
      { childName: 'b', delivered: 2 },
      { childName: 'c', delivered: 6 },
      { childName: 'd', delivered: 8 },
      { childName: 'e', delivered: 10 },
    ]);
    expect(ranked.map((row) => row.standing)).toEqual(['none', 'few', 'enough', 'enough', 'enough']);
  });

  it('keeps the rows it was given and answers nothing for nobody', () => {
    expect(rankForFairness([])).toEqual([]);
    expect(rankForFairness([{ childName: 'a', delivered: 3, childId: 'x' }])[0]).toMatchObject({
      childId: 'x',
      standing: 'enough',
    });
  });
});

describe('fairnessStanding', () => {
  it('is none without photos, few under half the median, else enough', () => {
    expect(fairnessStanding(0, 0)).toBe('none');
    expect(fairnessStanding(1, 4)).toBe('few');
    expect(fairnessStanding(2, 4)).toBe('enough');
    expect(fairnessStanding(1, 1)).toBe('enough');
  });
});
