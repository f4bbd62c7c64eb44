import { describe, expect, it } from 'vitest';
import {
  forgetsOn,
  forgettableLeavingDay,
  isMonth,
  japaneseDate,
  leavingDayProblem,
  mayUndoLeaving,
  tokyoMonthRange,
} from './leaving.ts';

describe('a child leaving', () => {
  it('is forgotten 30 Tokyo days after its leaving day, across months and years', () => {
    expect(forgetsOn('2027-03-31')).toBe('2027-04-30');
    expect(forgetsOn('2026-12-15')).toBe('2027-01-14');
    expect(forgettableLeavingDay('2027-04-30')).toBe('2027-03-31');
  });

  it('takes today or a later day within a year, never a past or impossible one', () => {
    expect(leavingDayProblem('2026-12-02', '2026-12-02')).toBeNull();
    expect(leavingDayProblem('2027-03-31', '2026-12-02')).toBeNull();
    expect(leavingDayProblem('2026-12-01', '2026-12-02')).toBe('退園日: 今日以降の日付を選んでください。');
    expect(leavingDayProblem('2027-02-30', '2026-12-02')).toBe('退園日: 正しい日付を入力してください。');
    expect(leavingDayProblem('2027/03/31', '2026-12-02')).toBe('退園日: 正しい日付を入力してください。');
    expect(leavingDayProblem('2028-01-01', '2026-12-02')).toBe('退園日: 1年以内の日付を選んでください。');
  });

  it('may be undone only before its day', () => {
    expect(mayUndoLeaving('2026-12-03', '2026-12-02')).toBe(true);
    expect(mayUndoLeaving('2026-12-02', '2026-12-02')).toBe(false);
  });
});

describe('a Tokyo month', () => {
  it('runs from its first midnight in Tokyo to the next month’s', () => {
    expect(tokyoMonthRange('2026-11')).toEqual({
      from: new Date('2026-10-31T15:00:00.000Z'),
      to: new Date('2026-11-30T15:00:00.000Z'),
    });
    expect(tokyoMonthRange('2026-12').to).toEqual(new Date('2026-12-31T15:00:00.000Z'));
  });

  it('is written YYYY-MM with a real month', () => {
    expect(isMonth('2026-11')).toBe(true);
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth('2026-1')).toBe(false);
  });

  it('reads as Japanese dates', () => {
    expect(japaneseDate('2027-04-30')).toBe('2027年4月30日');
  });
});
