import { describe, expect, it } from 'vitest';
import { slashDate } from './slash-date.ts';

describe('slash date', () => {
  it('writes a calendar date as YYYY/MM/DD', () => {
    expect(slashDate('2022-04-01')).toBe('2022/04/01');
  });

  it('reads an instant in Tokyo', () => {
    // 15:30 UTC on 31 December is already New Year's Day in Tokyo.
    expect(slashDate(new Date('2026-12-31T15:30:00Z'))).toBe('2027/01/01');
    expect(slashDate(new Date('2026-12-31T14:59:00Z'))).toBe('2026/12/31');
  });
});
