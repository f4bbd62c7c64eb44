import type { TimelineDay } from '@hibi/domain';

/** One row of the windowed timeline: a day's heading, or a row of tiles of that day. */
export type TimelineRow<Item> =
  | { kind: 'day'; key: string; date: string; count: number }
  | { kind: 'tiles'; key: string; date: string; items: Item[]; firstIndex: number };

/**
 * Lays the days out as rows of `columns` tiles under their date, for the windowed list: every
 * row's height is known before anything loads, so nothing moves as images arrive. `firstIndex`
 * is the position of the row's first item in the whole list (for the viewer).
 */
export function timelineRows<Item>(days: readonly TimelineDay<Item>[], columns: number): TimelineRow<Item>[] {
  const rows: TimelineRow<Item>[] = [];
  let index = 0;
  for (const day of days) {
    rows.push({ kind: 'day', key: `day-${day.date}`, date: day.date, count: day.items.length });
    for (let start = 0; start < day.items.length; start += columns) {
      const items = day.items.slice(start, start + columns);
      rows.push({
        kind: 'tiles',
        key: `tiles-${day.date}-${start}`,
        date: day.date,
        items,
        firstIndex: index,
      });
      index += items.length;
    }
  }
  return rows;
}

/** Tiles per row: three on phones, more as the screen widens, each at least about 110 px. */
export function columnsFor(width: number): number {
  if (width >= 1080) return 6;
  if (width >= 665) return 4;
  return 3;
}
