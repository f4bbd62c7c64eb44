import { describe, expect, it } from 'vitest';
import { type DayItem, selectDay } from './select-day.ts';

const at = (seconds: number) => new Date(Date.UTC(2026, 4, 1, 1, 0, seconds));
const photo = (mediaId: string, score: number, hash: string, seconds = 0): DayItem => ({
  mediaId,
  kind: 'photo',
  score,
  perceptualHash: hash,
  shootingAt: at(seconds),
});

describe('selectDay', () => {
  it('merges the blurrier twin of a burst into the sharper one', () => {
    const verdicts = selectDay([
      photo('blurry', 0.4, 'ff00ff00ff00ff00', 1),
      photo('sharp', 0.9, 'ff00ff00ff00ff01', 2),
    ]);
    expect(Object.fromEntries(verdicts)).toEqual({ sharp: 'shown', blurry: 'burst_duplicate' });
  });

  it('keeps look-alike shots of different moments and different scenes', () => {
    const verdicts = selectDay([
      photo('morning', 0.5, 'ff00ff00ff00ff00', 0),
      photo('later', 0.6, 'ff00ff00ff00ff00', 600),
      photo('other', 0.4, '00ff00ff00ff00ff', 1),
    ]);
    expect([...verdicts.values()]).toEqual(['shown', 'shown', 'shown']);
  });

  it('caps the photos of a day, best first, and shows every video', () => {
    const items: DayItem[] = [
      photo('a', 0.9, '0000000000000000', 0),
      photo('b', 0.8, 'ffffffffffffffff', 0),
      photo('c', 0.7, '00000000ffffffff', 0),
      { mediaId: 'v', kind: 'video', score: 0, perceptualHash: null, shootingAt: at(0) },
    ];
    expect(Object.fromEntries(selectDay(items, 2))).toEqual({
      a: 'shown',
      b: 'shown',
      c: 'daily_cap',
      v: 'shown',
    });
  });
});
