import { and, asc, deliveries, type Executor, gte, lt, media, sql } from '@hibi/db';
import {
  mediaItemFields,
  mediaJoin,
  type Visibility,
  visibleToFamily,
} from '../../repositories/visible-media.ts';

/** What a family may take of a child, month by month (decision 0078): only what it may see. */
export function mediaExportRepository(db: Executor) {
  return {
    /** Each Tokyo month with media of the child the family sees, newest first, with counts. */
    async months(visibility: Visibility) {
      const month = sql<string>`to_char(${deliveries.shootingAt} at time zone 'Asia/Tokyo', 'YYYY-MM')`;
      return db
        .select({
          month,
          photos: sql<number>`(count(*) filter (where ${media.kind} = 'photo'))::int`,
          videos: sql<number>`(count(*) filter (where ${media.kind} = 'video'))::int`,
        })
        .from(deliveries)
        .innerJoin(media, mediaJoin)
        .where(visibleToFamily(visibility))
        .groupBy(month)
        .orderBy(sql`1 desc`);
    },

    /** The media of one month [from, to) the family sees, in shooting order: the ZIP's entries. */
    async itemsBetween(visibility: Visibility, range: { from: Date; to: Date }) {
      return db
        .select(mediaItemFields(visibility))
        .from(deliveries)
        .innerJoin(media, mediaJoin)
        .where(
          and(
            visibleToFamily(visibility),
            gte(deliveries.shootingAt, range.from),
            lt(deliveries.shootingAt, range.to),
          ),
        )
        .orderBy(asc(deliveries.shootingAt), asc(deliveries.mediaId));
    },
  };
}
