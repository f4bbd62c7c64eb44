import { describe, expect, it } from 'vitest';
import { displayDate, groupByTokyoDay, mergeTimelinePages } from './merge-timeline.ts';

const item = (mediaId: string, shootingAt: string) => ({ mediaId, shootingAt });

describe('mergeTimelinePages', () => {
  it('merges pages, drops repeats by mediaId and sorts by shooting time, newest first', () => {
    const first = [item('a', '2026-11-20T09:00:00Z'), item('b', '2026-11-19T09:00:00Z')];
    // A photo delivered between two page loads shifts the next page: 'b' comes again.
    const second = [
      item('b', '2026-11-19T09:00:00Z'),
      item('c', '2026-11-21T09:00:00Z'),
      item('d', '2026-11-18T01:00:00Z'),
    ];
    expect(mergeTimelinePages([first, second]).map((entry) => entry.mediaId)).toEqual(['c', 'a', 'b', 'd']);
  });

  it('keeps the first copy of a repeated item', () => {
    const older = { ...item('a', '2026-11-20T09:00:00Z'), url: 'first' };
    const newer = { ...item('a', '2026-11-20T09:00:00Z'), url: 'second' };
    expect(mergeTimelinePages([[older], [newer]])).toEqual([older]);
  });

  it('orders equal instants by mediaId, the same way every time', () => {
    const at = '2026-11-20T09:00:00Z';
    const merged = mergeTimelinePages([[item('m1', at), item('m3', at)], [item('m2', at)]]);
    expect(merged.map((entry) => entry.mediaId)).toEqual(['m3', 'm2', 'm1']);
  });

  it('answers nothing for no pages', () => {
    expect(mergeTimelinePages([])).toEqual([]);
  });
});

describe('groupByTokyoDay', () => {
  it('groups by the Tokyo calendar day, not the UTC one', () => {
    // 2026-11-19T15:30Z is 00:30 on the 20th in Tokyo.
    const days = groupByTokyoDay([
      item('a', '2026-11-20T03:00:00Z'),
      item('b', '2026-11-19T15:30:00Z'),
      item('c', '2026-11-19T14:59:00Z'),
    ]);
    expect(days.map((day) => [day.date, day.items.map((entry) => entry.mediaId)])).toEqual([
      ['2026-11-20', ['a', 'b']],
      ['2026-11-19', ['c']],
    ]);
  });
});

describe('displayDate', () => {
  it('shows dates as YYYY/MM/DD (§9)', () => {
    expect(displayDate('2026-01-05')).toBe('2026/01/05');
  });
});
