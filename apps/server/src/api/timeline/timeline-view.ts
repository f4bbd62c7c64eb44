import { recentViewStart, type TimelineMode, timelineMode } from '@hibi/domain';
import type { ChildAccess } from '../../children/child-access.ts';

// What the timeline's two calls share (specification §4 timeline mode, DESIGN.md §3 visibility).

export const timelinePageSize = 60;
export const latestCount = 8;
export const badToken = 'ページ位置の指定が正しくありません。タイムラインを最初から読み込み直してください。';

export type ModeQuery = { recent?: boolean | undefined; trialing?: boolean | undefined };

/** trialing=false is the spec's 'more' choice; recent=true asks for the recent view. */
export const modeOf = (access: ChildAccess, query: ModeQuery): TimelineMode =>
  timelineMode(access.subscriptionType, {
    choseMore: query.trialing === false,
    askedRecent: query.recent === true,
  });

/** The recent view is the newest part of the timeline: rows (newest first) cut at its start. */
export function inView<Row extends { shootingAt: Date }>(rows: Row[], mode: TimelineMode, now: Date) {
  if (mode === 'all') return rows;
  const since = recentViewStart(now);
  const end = rows.findIndex((row) => row.shootingAt < since);
  return end < 0 ? rows : rows.slice(0, end);
}
