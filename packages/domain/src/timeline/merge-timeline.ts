import { tokyoDate } from '../time/tokyo-date.ts';

/** What the timeline rules need of an item: its id and its shooting instant (ISO 8601). */
export type TimelineEntry = { mediaId: string; shootingAt: string };

/**
 * Specification §7: pages of the timeline list are merged with the earlier ones, repeats dropped
 * by mediaId (the first one seen wins) and the whole sorted by shootingAt, newest first. Equal
 * instants keep a stable order by mediaId, so a re-render never shuffles photos.
 */
export function mergeTimelinePages<Item extends TimelineEntry>(pages: readonly (readonly Item[])[]): Item[] {
  const seen = new Set<string>();
  const merged: Item[] = [];
  for (const page of pages) {
    for (const item of page) {
      if (seen.has(item.mediaId)) continue;
      seen.add(item.mediaId);
      merged.push(item);
    }
  }
  return merged.sort(
    (a, b) => Date.parse(b.shootingAt) - Date.parse(a.shootingAt) || (a.mediaId < b.mediaId ? 1 : -1),
  );
}

export type TimelineDay<Item> = { date: string; items: Item[] };

/** Items (newest first) grouped by their Tokyo shooting day, newest day first. */
export function groupByTokyoDay<Item extends TimelineEntry>(items: readonly Item[]): TimelineDay<Item>[] {
  const days: TimelineDay<Item>[] = [];
  for (const item of items) {
    const date = tokyoDate(Date.parse(item.shootingAt));
    const last = days.at(-1);
    if (last?.date === date) last.items.push(item);
    else days.push({ date, items: [item] });
  }
  return days;
}

/** Specification §9: dates are shown as YYYY/MM/DD. Takes a 'YYYY-MM-DD' date. */
export function displayDate(date: string): string {
  return date.replaceAll('-', '/');
}
