import { tokyoInstant } from '@hibi/domain';
import { describe, expect, it } from 'vitest';
import { chooseMovieMedia, coverOf, type MovieCandidate } from './choose-movie-media.ts';
import { weekToPublish } from './movie-week.ts';

const photo = (mediaId: string, day: string, hour: number, score: number): MovieCandidate => ({
  mediaId,
  day,
  score,
  shootingAt: tokyoInstant(day, hour),
});

describe('chooseMovieMedia', () => {
  it('makes no movie of a week with too few photos', () => {
    expect(chooseMovieMedia([photo('a', '2026-11-16', 9, 0.9), photo('b', '2026-11-16', 10, 0.8)])).toEqual(
      [],
    );
  });

  it('takes the best of each day in turn, so a busy day does not crowd out the others', () => {
    const monday = Array.from({ length: 10 }, (_, i) => photo(`m${i}`, '2026-11-16', 9 + i, 0.9 - i * 0.01));
    const tuesday = [photo('t0', '2026-11-17', 9, 0.3), photo('t1', '2026-11-17', 10, 0.2)];
    const chosen = chooseMovieMedia([...monday, ...tuesday], 4);
    expect(chosen.map((item) => item.mediaId).sort()).toEqual(['m0', 'm1', 't0', 't1']);
  });

  it('orders the movie by shooting time and picks the best photo as cover', () => {
    const items = [
      photo('late', '2026-11-20', 15, 0.5),
      photo('early', '2026-11-16', 9, 0.4),
      photo('best', '2026-11-18', 11, 0.95),
    ];
    const chosen = chooseMovieMedia(items);
    expect(chosen.map((item) => item.mediaId)).toEqual(['early', 'best', 'late']);
    expect(coverOf(chosen)?.mediaId).toBe('best');
  });

  it('stops at the cap', () => {
    const many = Array.from({ length: 40 }, (_, i) => photo(`p${i}`, `2026-11-${16 + (i % 5)}`, 9, i / 40));
    expect(chooseMovieMedia(many)).toHaveLength(20);
  });
});

describe('weekToPublish', () => {
  it('is the week before until Sunday 21:00 Tokyo, then this week', () => {
    expect(weekToPublish(tokyoInstant('2026-11-22', 20, 59))).toEqual({
      dateFrom: '2026-11-09',
      dateTo: '2026-11-15',
    });
    expect(weekToPublish(tokyoInstant('2026-11-22', 21))).toEqual({
      dateFrom: '2026-11-16',
      dateTo: '2026-11-22',
    });
    expect(weekToPublish(tokyoInstant('2026-11-18', 12))).toEqual({
      dateFrom: '2026-11-09',
      dateTo: '2026-11-15',
    });
  });
});
