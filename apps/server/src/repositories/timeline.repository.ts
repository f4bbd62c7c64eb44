import { and, count, deliveries, desc, type Executor, media, sql } from '@hibi/db';
import { mediaItemFields, mediaJoin, type Param, type Visibility, visibleToFamily } from './visible-media.ts';

/** Where the previous page ended; `shootingAt` is PostgreSQL's own text, exact to the microsecond. */
export type TimelineCursor = { shootingAt: string; mediaId: string };

export type TimelinePageQuery = Visibility & { after: TimelineCursor | null; limit: number };

export type PageParams = {
  childId: Param<string>;
  guardianId: Param<string>;
  after: { shootingAt: Param<string>; mediaId: Param<string> } | null;
  limit: Param<number>;
};

const tokyoDay = sql<string>`to_char(${deliveries.shootingAt} at time zone 'Asia/Tokyo', 'YYYY-MM-DD')`;

/** A child's timeline: keyset pages over deliveries_timeline_idx, and counts per Tokyo day. */
export function timelineRepository(db: Executor) {
  /**
   * A page, newest first: one range scan of deliveries_timeline_idx, in index order. The recent
   * view is the leading part of the same order, so the caller cuts it from this page.
   */
  const pageQuery = ({ after, limit, ...visibility }: PageParams) =>
    db
      .select({
        ...mediaItemFields,
        // A JS Date keeps milliseconds only; the cursor must not lose the microseconds.
        cursorAt: sql<string>`${deliveries.shootingAt}::text`.as('cursor_at'),
      })
      .from(deliveries)
      .innerJoin(media, mediaJoin)
      .where(
        and(
          visibleToFamily(visibility),
          after
            ? sql`(${deliveries.shootingAt}, ${deliveries.mediaId}) < (${after.shootingAt}::timestamptz, ${after.mediaId}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(deliveries.shootingAt), desc(deliveries.mediaId))
      .limit(limit);

  // Prepared once per connection: planning these costs more than running them (see bench/).
  const { placeholder } = sql;
  const params = {
    childId: placeholder('childId'),
    guardianId: placeholder('guardianId'),
    limit: placeholder('limit'),
  };
  const firstPage = pageQuery({ ...params, after: null }).prepare('timeline_page_first');
  const laterPage = pageQuery({
    ...params,
    after: { shootingAt: placeholder('cursorAt'), mediaId: placeholder('cursorId') },
  }).prepare('timeline_page_after');

  return {
    /** The query unprepared: with values for EXPLAIN and the bench, or placeholders to embed. */
    pageQuery,

    page: ({ after, ...query }: TimelinePageQuery) =>
      after
        ? laterPage.execute({ ...query, cursorAt: after.shootingAt, cursorId: after.mediaId })
        : firstPage.execute(query),

    /** Visible items per shooting day (Asia/Tokyo), newest day first. */
    async countsPerDay(visibility: Visibility) {
      return db
        .select({ date: tokyoDay, count: count() })
        .from(deliveries)
        .innerJoin(media, mediaJoin)
        .where(visibleToFamily(visibility))
        .groupBy(tokyoDay)
        .orderBy(desc(tokyoDay));
    },
  };
}

export type TimelineRow = Awaited<ReturnType<ReturnType<typeof timelineRepository>['page']>>[number];
