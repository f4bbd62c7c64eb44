import { and, children, type Executor, eq, familyMembers, guardians, type SQL, sql } from '@hibi/db';
import { familyPlanFacts } from './family-plan-facts.repository.ts';
import { guardianOfMember, membersOfChildFamily } from './joins.ts';
import { type TimelinePageQuery, timelineRepository } from './timeline.repository.ts';
import { type ItemTuple, itemsJson, rowOf } from './timeline-items-json.ts';

type Day = { date: string; count: number };

/**
 * The timeline's reads with the child's family facts (ownership, plan), each one statement and one
 * row: the family's columns, and the media (and day counts) as JSON values built by PostgreSQL.
 * Against the media query beside the child check, this spares round trips and the parsing of a
 * page's rows (docs/decisions/0032). An unknown child answers no family.
 */
export function familyTimelineRepository(db: Executor) {
  const { placeholder } = sql;
  const { latestSubscription, primaryFacility, childFamilyFields } = familyPlanFacts(db);
  const timeline = timelineRepository(db);
  const visibility = { childId: placeholder('childId'), guardianId: placeholder('guardianId') };
  const pageOf = (after: boolean) =>
    timeline
      .pageQuery({
        ...visibility,
        limit: placeholder('limit'),
        after: after ? { shootingAt: placeholder('cursorAt'), mediaId: placeholder('cursorId') } : null,
      })
      .as('page');
  const withFamily = <Extra extends Record<string, SQL.Aliased | SQL>>(name: string, extra: Extra) =>
    db
      .select({ family: childFamilyFields, ...extra })
      .from(children)
      // The asking guardian's row, only as a member of the child's family (decision 0036).
      .innerJoin(
        familyMembers,
        and(membersOfChildFamily, eq(familyMembers.guardianId, visibility.guardianId)),
      )
      .innerJoin(guardians, guardianOfMember)
      .leftJoinLateral(latestSubscription, sql`true`)
      .leftJoinLateral(primaryFacility, sql`true`)
      .where(eq(children.id, placeholder('childId')))
      .prepare(name);

  const firstPage = withFamily('family_timeline_page_first', { items: itemsJson(pageOf(false)) });
  const laterPage = withFamily('family_timeline_page_after', { items: itemsJson(pageOf(true)) });
  const counts = timeline.countsPerDayQuery(visibility).as('counts');
  const summary = withFamily('family_timeline_summary', {
    items: itemsJson(pageOf(false)),
    days: sql<[string, number][] | null>`(select json_agg(json_build_array(${counts.date}, ${counts.count})
      order by ${counts.date} desc) from ${counts})`,
  });
  const itemsOf = (items: ItemTuple[] | null | undefined) => (items ?? []).map(rowOf);

  return {
    /** A page of the timeline, newest first. */
    async page({ after, ...query }: TimelinePageQuery) {
      const [row] = after
        ? await laterPage.execute({ ...query, cursorAt: after.shootingAt, cursorId: after.mediaId })
        : await firstPage.execute(query);
      return { family: row?.family, items: itemsOf(row?.items) };
    },

    /** The newest `limit` items and the visible items per shooting day (Asia/Tokyo), newest first. */
    async summary(query: Omit<TimelinePageQuery, 'after'>) {
      const [row] = await summary.execute(query);
      const days: Day[] = (row?.days ?? []).map(([date, count]) => ({ date, count }));
      return { family: row?.family, items: itemsOf(row?.items), days };
    },
  };
}
