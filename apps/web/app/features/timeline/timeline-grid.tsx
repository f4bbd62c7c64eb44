import type { TimelineItem } from '@hibi/contract';
import { ageText, displayDateWithWeekday, groupByTokyoDay } from '@hibi/domain';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { MediaTile } from './media-tile';
import { columnsFor, timelineRows } from './timeline-rows';
import { useElementWidth } from './use-element-width';

const GAP = 4;
const DAY_HEADING = 52;
/** The rows of the first screen load at once: the largest of them is what a family sees first (LCP). */
const FIRST_SCREEN_ROWS = 5;

interface TimelineGridProps {
  items: TimelineItem[];
  /** The child's birthday, for its age under each day. */
  birthday: string;
  selecting: boolean;
  selected: ReadonlySet<string>;
  onActivate: (index: number) => void;
  /** Called when the last rows come near, to load the next page. */
  onNearEnd: () => void;
}

/**
 * The timeline as a windowed list of day headings and rows of square tiles: only the rows near
 * the screen are in the page, so a year of photos scrolls as smoothly as a day, in bounded memory.
 */
export function TimelineGrid({
  items,
  birthday,
  selecting,
  selected,
  onActivate,
  onNearEnd,
}: TimelineGridProps) {
  const container = useRef<HTMLDivElement>(null);
  const width = useElementWidth(container);
  const columns = columnsFor(width || 375);
  const tile = width ? (width - GAP * (columns - 1)) / columns : 120;
  const sizes = `${Math.ceil(tile)}px`;
  const rows = useMemo(() => timelineRows(groupByTokyoDay(items), columns), [items, columns]);
  // One stable callback, so a tile renders again only when its own props change (memo).
  const latestActivate = useRef(onActivate);
  latestActivate.current = onActivate;
  const activate = useCallback((index: number) => latestActivate.current(index), []);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (index) => (rows[index]?.kind === 'day' ? DAY_HEADING : tile + GAP),
    overscan: 4,
    scrollMargin: container.current?.offsetTop ?? 0,
    getItemKey: (index) => rows[index]?.key ?? index,
  });
  // Rows change height when the tiles do (a turned phone): measure them again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the tile size is the trigger
  useEffect(() => virtualizer.measure(), [virtualizer, tile]);

  const visible = virtualizer.getVirtualItems();
  const lastVisible = visible.at(-1)?.index ?? 0;
  useEffect(() => {
    if (rows.length > 0 && lastVisible >= rows.length - 6) onNearEnd();
  }, [lastVisible, rows.length, onNearEnd]);

  return (
    <div ref={container} className="timeline-grid" style={{ height: virtualizer.getTotalSize() }}>
      {visible.map((virtual) => {
        const row = rows[virtual.index];
        if (!row) return null;
        const style = { transform: `translateY(${virtual.start - virtualizer.options.scrollMargin}px)` };
        if (row.kind === 'day') {
          return (
            <h2 key={row.key} className="timeline-day" style={{ ...style, height: DAY_HEADING }}>
              {displayDateWithWeekday(row.date)}
              <span className="timeline-day-age">{ageText(birthday, row.date)}</span>
              <span className="timeline-day-count">{row.count}件</span>
            </h2>
          );
        }
        return (
          <div
            key={row.key}
            className="timeline-row"
            style={{ ...style, height: tile, gridTemplateColumns: `repeat(${columns}, ${tile}px)`, gap: GAP }}
          >
            {row.items.map((item, offset) => (
              <MediaTile
                key={item.mediaId}
                item={item}
                eager={virtual.index < FIRST_SCREEN_ROWS}
                sizes={sizes}
                selecting={selecting}
                selected={selected.has(item.mediaId)}
                index={row.firstIndex + offset}
                onActivate={activate}
              />
            ))}
          </div>
        );
      })}
    </div>
  );
}
