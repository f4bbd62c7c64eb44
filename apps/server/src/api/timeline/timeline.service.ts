import type { TimelinePage, TimelineSummary } from '@hibi/contract';
import { recentViewStart, type TimelineMode, timelineMode, tokyoDate } from '@hibi/domain';
import { accessFromRow, type ChildAccess } from '../../children/child-access.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { mediaUrls } from '../../media-urls/media-urls.ts';
import { mediaViewer } from '../../media-urls/media-viewer.ts';
import { familyTimelineRepository } from '../../repositories/family-timeline.repository.ts';
import { pageTokens } from './page-token.ts';

export const timelinePageSize = 60;
const latestCount = 8;
const badToken = 'ページ位置の指定が正しくありません。タイムラインを最初から読み込み直してください。';

type ModeQuery = { recent?: boolean | undefined; trialing?: boolean | undefined };

/**
 * The timeline of one child (specification §4 timeline mode, DESIGN.md §3 visibility). The child
 * check and the media query are one statement: the query enforces ownership and visibility
 * itself, and its rows are used only once the check has passed.
 */
export function timelineService(context: AppContext) {
  const timeline = familyTimelineRepository(context.database.db);
  const tokens = pageTokens(context.settings.SESSION_SECRET);

  /** trialing=false is the spec's 'more' choice; recent=true asks for the recent view. */
  const modeOf = (access: ChildAccess, query: ModeQuery): TimelineMode =>
    timelineMode(access.subscriptionType, {
      choseMore: query.trialing === false,
      askedRecent: query.recent === true,
    });

  /** The recent view is the newest part of the timeline: rows (newest first) cut at its start. */
  function inView<Row extends { shootingAt: Date }>(rows: Row[], mode: TimelineMode) {
    if (mode === 'all') return rows;
    const since = recentViewStart(context.now());
    const end = rows.findIndex((row) => row.shootingAt < since);
    return end < 0 ? rows : rows.slice(0, end);
  }

  return {
    async list(
      guardianId: string,
      childId: string,
      query: ModeQuery & { paginationToken?: string | undefined },
    ): Promise<TimelinePage> {
      const token = query.paginationToken ? tokens.read(query.paginationToken, childId) : null;
      if (query.paginationToken && !token) throw new AppError('invalid_input', badToken);
      // One row more than a page tells whether another page follows, without an empty last page.
      const { family, items: rows } = await timeline.page({
        childId,
        guardianId,
        after: token?.cursor ?? null,
        limit: timelinePageSize + 1,
      });
      const mode = modeOf(accessFromRow(family, guardianId, context.now()), query);
      if (token && token.recent !== (mode === 'recent')) throw new AppError('invalid_input', badToken);
      const found = inView(rows, mode);
      const page = found.slice(0, timelinePageSize);
      const last = page.at(-1);
      const urls = mediaUrls(context.storage, context.now(), mediaViewer({ guardianId, childId }));
      return {
        content: await urls.timelineItems(page),
        nextPaginationToken:
          found.length > timelinePageSize && last
            ? tokens.sign(
                { shootingAt: last.cursorAt, mediaId: last.mediaId },
                { childId, recent: mode === 'recent' },
              )
            : null,
      };
    },

    async summary(guardianId: string, childId: string, query: ModeQuery): Promise<TimelineSummary> {
      const {
        family,
        items: newest,
        days: allDays,
      } = await timeline.summary({ childId, guardianId, limit: latestCount });
      const mode = modeOf(accessFromRow(family, guardianId, context.now()), query);
      const recentFrom = tokyoDate(recentViewStart(context.now()));
      const days = mode === 'recent' ? allDays.filter((day) => day.date >= recentFrom) : allDays;
      const total = (list: typeof allDays) => list.reduce((sum, day) => sum + day.count, 0);
      const urls = mediaUrls(context.storage, context.now(), mediaViewer({ guardianId, childId }));
      return {
        mode,
        recentFrom,
        count: total(days),
        totalCount: total(allDays),
        days,
        latest: await urls.timelineItems(inView(newest, mode)),
      };
    },
  };
}
