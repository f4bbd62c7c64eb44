import { children, type Executor, eq, guardians, sql } from '@hibi/db';
import { familyPlanFacts } from './family-plan-facts.ts';
import { type TimelinePageQuery, type TimelineRow, timelineRepository } from './timeline.repository.ts';

/** One item as PostgreSQL builds it: TimelineRow's values in a fixed order, times as text. */
type ItemTuple = [
  mediaId: string,
  shootingAt: string,
  kind: TimelineRow['kind'],
  width: number | null,
  height: number | null,
  placeholder: string | null,
  fullKey: string | null,
  previewKey: string | null,
  thumbnailKey: string | null,
  mediumKey: string | null,
  posterKey: string | null,
  videoKey: string | null,
  cursorAt: string,
];

const rowOf = (item: ItemTuple): TimelineRow => {
  const [mediaId, shootingAt, kind, width, height, placeholder, ...rest] = item;
  const [fullKey, previewKey, thumbnailKey, mediumKey, posterKey, videoKey, cursorAt] = rest;
  const keys = { fullKey, previewKey, thumbnailKey, mediumKey, posterKey, videoKey };
  return { mediaId, shootingAt: new Date(shootingAt), kind, width, height, placeholder, ...keys, cursorAt };
};

/**
 * A timeline page with the child's family facts (ownership, plan) in one statement and one row:
 * the family's columns, and the page as one JSON array built by PostgreSQL. Against the page
 * query beside the child check, this spares a round trip and the parsing of 61 rows of 13 values
 * (docs/decisions/0032). An unknown child answers no family.
 */
export function familyTimelinePageRepository(db: Executor) {
  const { placeholder } = sql;
  const { latestSubscription, primaryFacility, childFamilyFields } = familyPlanFacts(db);
  const statement = (after: boolean) => {
    const page = timelineRepository(db)
      .pageQuery({
        childId: placeholder('childId'),
        guardianId: placeholder('guardianId'),
        limit: placeholder('limit'),
        after: after ? { shootingAt: placeholder('cursorAt'), mediaId: placeholder('cursorId') } : null,
      })
      .as('page');
    const { mediaId, shootingAt, kind, width, height, placeholder: blur, cursorAt } = page;
    const { fullKey, previewKey, thumbnailKey, mediumKey, posterKey, videoKey } = page;
    // toISOString()'s form, cut to the millisecond as a JS Date would.
    const isoTime = sql`to_char(${shootingAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    const items = sql<ItemTuple[] | null>`(select json_agg(json_build_array(${mediaId}, ${isoTime},
      ${kind}, ${width}, ${height}, ${blur}, ${fullKey}, ${previewKey}, ${thumbnailKey}, ${mediumKey},
      ${posterKey}, ${videoKey}, ${cursorAt}) order by ${shootingAt} desc, ${mediaId} desc) from ${page})`;
    return db
      .select({ family: childFamilyFields, items })
      .from(children)
      .innerJoin(guardians, eq(guardians.id, children.guardianId))
      .leftJoinLateral(latestSubscription, sql`true`)
      .leftJoinLateral(primaryFacility, sql`true`)
      .where(eq(children.id, placeholder('childId')))
      .prepare(after ? 'family_timeline_page_after' : 'family_timeline_page_first');
  };
  const firstPage = statement(false);
  const laterPage = statement(true);

  return {
    /** The child's family (undefined for an unknown child) and the page's rows, newest first. */
    async page({ after, ...query }: TimelinePageQuery) {
      const [row] = after
        ? await laterPage.execute({ ...query, cursorAt: after.shootingAt, cursorId: after.mediaId })
        : await firstPage.execute(query);
      return { family: row?.family, items: (row?.items ?? []).map(rowOf) };
    },
  };
}
