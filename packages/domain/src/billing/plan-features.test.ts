import { describe, expect, it } from 'vitest';
import { tokyoInstant } from '../time/tokyo.ts';
import { photoMoviesAllowed, recentViewStart, timelineMode } from './plan-features.ts';

describe('timeline mode', () => {
  const neither = { choseMore: false, askedRecent: false };
  const more = { choseMore: true, askedRecent: false };

  it('always shows the recent view to free members', () => {
    expect(timelineMode('free', neither)).toBe('recent');
    expect(timelineMode('free', more)).toBe('recent');
  });

  it("shows trial members the recent view until they choose 'more'", () => {
    expect(timelineMode('trial', neither)).toBe('recent');
    expect(timelineMode('trial', more)).toBe('all');
  });

  it('shows premium members everything unless they ask for the recent view', () => {
    expect(timelineMode('premium', neither)).toBe('all');
    expect(timelineMode('premium', { choseMore: false, askedRecent: true })).toBe('recent');
    expect(timelineMode('trial', { choseMore: true, askedRecent: true })).toBe('recent');
  });
});

describe('recent view start', () => {
  it('is midnight in Tokyo six calendar days before today', () => {
    expect(recentViewStart(tokyoInstant('2026-11-20', 0, 5))).toEqual(tokyoInstant('2026-11-14'));
    // 20:00 UTC on the 19th is 05:00 on the 20th in Tokyo.
    expect(recentViewStart(new Date('2026-11-19T20:00:00Z'))).toEqual(tokyoInstant('2026-11-14'));
    expect(recentViewStart(tokyoInstant('2026-12-03', 23))).toEqual(tokyoInstant('2026-11-27'));
  });
});

describe('photo movies', () => {
  it('are for trial and paid members only', () => {
    expect(photoMoviesAllowed('premium')).toBe(true);
    expect(photoMoviesAllowed('trial')).toBe(true);
    expect(photoMoviesAllowed('free')).toBe(false);
  });
});
