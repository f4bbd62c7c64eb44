import { and, countDistinct, deliveries, type Executor, eq, faces, gte, lt, media, sql } from '@hibi/db';
import { mediaOfFace } from './joins.ts';
import { mediaJoin } from './visible-media.ts';

/** How far the pipeline got with one facility's uploads of one time range. */
export function uploadProgressRepository(db: Executor) {
  return {
    async ofRange(facilityId: string, from: Date, to: Date) {
      const uploadedThen = and(
        eq(media.facilityId, facilityId),
        gte(media.uploadedAt, from),
        lt(media.uploadedAt, to),
      );
      const count = (status: 'processing' | 'ready' | 'failed') =>
        sql<number>`count(*) filter (where ${media.status} = ${status})`.mapWith(Number);
      const [statuses] = await db
        .select({
          uploaded: sql<number>`count(*)`.mapWith(Number),
          processing: count('processing'),
          processed: count('ready'),
          failed: count('failed'),
        })
        .from(media)
        .where(uploadedThen);
      const [found] = await db
        .select({ facesFound: sql<number>`count(*)`.mapWith(Number) })
        .from(faces)
        .innerJoin(media, mediaOfFace)
        .where(uploadedThen);
      const [matched] = await db
        .select({ childrenMatched: countDistinct(deliveries.childId) })
        .from(deliveries)
        .innerJoin(media, mediaJoin)
        .where(uploadedThen);
      return {
        uploaded: statuses?.uploaded ?? 0,
        processing: statuses?.processing ?? 0,
        processed: statuses?.processed ?? 0,
        failed: statuses?.failed ?? 0,
        facesFound: found?.facesFound ?? 0,
        childrenMatched: matched?.childrenMatched ?? 0,
      };
    },
  };
}
