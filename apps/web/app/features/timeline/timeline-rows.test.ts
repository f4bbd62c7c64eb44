import { describe, expect, it } from 'vitest';
import { columnsFor, timelineRows } from './timeline-rows';

const days = [
  { date: '2026-11-20', items: ['a', 'b', 'c', 'd'] },
  { date: '2026-11-19', items: ['e'] },
];

describe('timelineRows', () => {
  it('puts each day under its heading, in rows of the given width', () => {
    const rows = timelineRows(days, 3);
    expect(rows.map((row) => (row.kind === 'day' ? row.date : row.items.join('')))).toEqual([
      '2026-11-20',
      'abc',
      'd',
      '2026-11-19',
      'e',
    ]);
  });

  it("knows each row's position in the whole list, for the viewer", () => {
    const tiles = timelineRows(days, 3).filter((row) => row.kind === 'tiles');
    expect(tiles.map((row) => (row.kind === 'tiles' ? row.firstIndex : -1))).toEqual([0, 3, 4]);
  });

  it('gives keys that stay the same when a later page arrives', () => {
    const before = timelineRows(days, 3).map((row) => row.key);
    const after = timelineRows([...days, { date: '2026-11-18', items: ['f'] }], 3).map((row) => row.key);
    expect(after.slice(0, before.length)).toEqual(before);
  });
});

describe('columnsFor', () => {
  it('shows three tiles a row on phones and more on wider screens', () => {
    expect(columnsFor(375)).toBe(3);
    expect(columnsFor(800)).toBe(4);
    expect(columnsFor(1440)).toBe(6);
  });
});
