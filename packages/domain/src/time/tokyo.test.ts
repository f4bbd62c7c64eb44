import { describe, expect, it } from 'vitest';
import { addTokyoDays, tokyoInstant, tokyoWeek, tokyoWeekday } from './tokyo.ts';
import { tokyoDate } from './tokyo-date.ts';

describe('Tokyo calendar', () => {
  it('reads the date in Japan, not in UTC', () => {
    // 2026-11-22 16:30 UTC is already 01:30 on the 23rd in Tokyo.
    expect(tokyoDate(new Date('2026-11-22T16:30:00Z'))).toBe('2026-11-23');
    expect(tokyoDate(new Date('2026-11-22T14:59:59Z'))).toBe('2026-11-22');
  });

  it('turns a Tokyo wall-clock time into the right instant', () => {
    expect(tokyoInstant('2026-11-22', 18).toISOString()).toBe('2026-11-22T09:00:00.000Z');
  });

  it('adds calendar days across a month end', () => {
    expect(addTokyoDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addTokyoDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('finds the Monday-to-Sunday week', () => {
    // 2026-11-22 is a Sunday: it closes the week that began on Monday the 16th.
    expect(tokyoWeek(tokyoInstant('2026-11-22', 23))).toEqual({
      dateFrom: '2026-11-16',
      dateTo: '2026-11-22',
    });
    expect(tokyoWeek(tokyoInstant('2026-11-23', 0, 30))).toEqual({
      dateFrom: '2026-11-23',
      dateTo: '2026-11-29',
    });
    expect(tokyoWeekday('2026-11-22')).toBe(7);
    expect(tokyoWeekday('2026-11-23')).toBe(1);
  });
});
