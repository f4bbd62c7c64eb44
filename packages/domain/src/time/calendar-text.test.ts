import { describe, expect, it } from 'vitest';
import { ageText, displayDateWithWeekday, weekdayText } from './calendar-text.ts';

describe('weekdayText', () => {
  it('names the weekday of a calendar date', () => {
    expect(weekdayText('2026-11-20')).toBe('金');
    expect(weekdayText('2026-11-22')).toBe('日');
    expect(weekdayText('2024-02-29')).toBe('木');
  });

  it('refuses what is not a date', () => {
    expect(() => weekdayText('2026/11/20')).toThrow(RangeError);
  });
});

describe('displayDateWithWeekday', () => {
  it('writes YYYY/MM/DD and the weekday in full-width brackets', () => {
    expect(displayDateWithWeekday('2026-12-02')).toBe('2026/12/02（水）');
  });
});

describe('ageText', () => {
  it('counts whole months, a month turning on the day of birth', () => {
    expect(ageText('2024-08-15', '2026-11-14')).toBe('2歳2か月');
    expect(ageText('2024-08-15', '2026-11-15')).toBe('2歳3か月');
  });

  it('says months only under one year, and 0か月 in the first month', () => {
    expect(ageText('2026-03-31', '2026-11-30')).toBe('7か月');
    expect(ageText('2026-11-01', '2026-11-20')).toBe('0か月');
  });

  it('turns a year on the birthday itself', () => {
    expect(ageText('2023-12-02', '2026-12-01')).toBe('2歳11か月');
    expect(ageText('2023-12-02', '2026-12-02')).toBe('3歳0か月');
  });

  it('gives no age before the birthday', () => {
    expect(ageText('2026-12-10', '2026-12-01')).toBeNull();
  });
});
