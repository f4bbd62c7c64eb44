import { describe, expect, it } from 'vitest';
import { TOKYO, tokyoClock, tokyoDate, tokyoDateTime, tokyoTime } from './tokyo-date.ts';

const clockOptions = {
  timeZone: TOKYO,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
} as const;
// The zone database's answer, which the fixed offset must always agree with.
const zoned = new Intl.DateTimeFormat('en-CA', { ...clockOptions, hourCycle: 'h23' });
const zonedParts = (instant: Date) =>
  Object.fromEntries(zoned.formatToParts(instant).map((part) => [part.type, part.value]));

describe('tokyoDate and tokyoClock', () => {
  it('agree with the time-zone database from 1952 to 2100, around every midnight too', () => {
    const start = Date.UTC(1952, 0, 1);
    const end = Date.UTC(2100, 0, 1);
    // A prime step in minutes walks through every hour and minute of the day over the years.
    for (let ms = start; ms < end; ms += 7_919 * 60_000) {
      for (const instant of [new Date(ms), new Date(ms - (ms % 86_400_000) + 15 * 3_600_000 - 1)]) {
        const { year, month, day, hour, minute } = zonedParts(instant);
        expect(tokyoClock(instant)).toEqual({ year, month, day, hour, minute });
        expect(tokyoDate(instant)).toBe(`${year}-${month}-${day}`);
      }
    }
  });

  it('takes ISO strings and epoch milliseconds as well as dates', () => {
    expect(tokyoDate('2026-11-22T14:59:59.999Z')).toBe('2026-11-22');
    expect(tokyoDate(Date.parse('2026-11-22T15:00:00Z'))).toBe('2026-11-23');
    expect(tokyoClock('2026-11-19T15:30:00.000Z')).toEqual({
      year: '2026',
      month: '11',
      day: '20',
      hour: '00',
      minute: '30',
    });
  });

  it('refuses an instant that is not one, as Intl does', () => {
    expect(() => tokyoDate('not a date')).toThrow(RangeError);
    expect(() => tokyoClock(Number.NaN)).toThrow(RangeError);
  });
});

describe('tokyoDateTime and tokyoTime', () => {
  it("write an instant as Japan's own formatter does, past midnight and over the new year", () => {
    const japanese = new Intl.DateTimeFormat('ja-JP', clockOptions);
    for (const iso of ['2026-11-22T10:05:00Z', '2026-11-22T15:05:00Z', '2025-12-31T15:00:00Z']) {
      expect(tokyoDateTime(iso)).toBe(japanese.format(new Date(iso)));
    }
    expect(tokyoDateTime(new Date('2026-11-22T10:05:59Z'))).toBe('2026/11/22 19:05');
    expect(tokyoTime('2026-11-22T00:41:00Z')).toBe('09:41');
  });
});
