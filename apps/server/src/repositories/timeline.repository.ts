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

/**
 * A child's timeline: keyset pages over deliveries_timeline_idx, and counts per Tokyo day. The
 * server runs them inside family-timeline.repository.ts's statements, with the family's facts.
 */
export function timelineRepository(db: Executor) {
  /**
   * A page, newest first: one range scan of deliveries_timeline_idx, in index order. The recent
   * view is the leading part of the same order, so the caller cuts it from this page.
   */
  const pageQuery = ({ after, limit, ...visibility }: PageParams) =>
    db
      .select({
        ...mediaItemFields(visibility),
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

  /** Visible items per shooting day (Asia/Tokyo), newest day first. */
  const countsPerDayQuery = (visibility: { childId: Param<string>; guardianId: Param<string> }) =>
    db
      .select({ date: tokyoDay.as('date'), count: count().as('count') })
      .from(deliveries)
      .innerJoin(media, mediaJoin)
      .where(visibleToFamily(visibility))
      .groupBy(tokyoDay)
      .orderBy(desc(tokyoDay));

  return {
    /** The query unprepared: with values for EXPLAIN and the bench, or placeholders to embed. */
    pageQuery,

    /** The counts per day unprepared, with values or placeholders to embed. */
    countsPerDayQuery,
  };
}

export type TimelineRow = Awaited<ReturnType<ReturnType<typeof timelineRepository>['pageQuery']>>[number];
