import {
  and,
  children,
  classes,
  type Database,
  deliveries,
  desc,
  eq,
  faces,
  gte,
  isNotNull,
  isNull,
  lt,
  matchDecisions,
  media,
  type SQL,
  sql,
} from '@hibi/db';
import { notMyChildReason } from '../deliveries/wrong-match.ts';

/** Which media a review looks at: one facility (null: all), a shooting-time range, a class. */
export type ReviewFilter = {
  facilityId: string | null;
  from?: Date;
  to?: Date;
  classId?: string;
  limit: number;
};

const thumbnailKeys = {
  kind: media.kind,
  thumbnailKey: media.thumbnailKey,
  previewKey: media.previewKey,
  posterKey: media.posterKey,
};
const childName = { lastName: children.lastName, firstName: children.firstName };

function mediaFilter(filter: ReviewFilter): (SQL | undefined)[] {
  return [
    filter.facilityId === null ? undefined : eq(media.facilityId, filter.facilityId),
    filter.from ? gte(media.shootingAt, filter.from) : undefined,
    filter.to ? lt(media.shootingAt, filter.to) : undefined,
    filter.classId ? eq(children.classId, filter.classId) : undefined,
  ];
}

// A face staff gave to a child by hand is decided.
const notGivenByHand = sql`not exists (select 1 from ${matchDecisions} as given
  where given.face_id = ${matchDecisions.faceId} and given.decision = 'accepted')`;

/** What staff review: deliveries standing, deliveries returned, faces the matcher would not decide. */
export function deliveryReviewRepository(db: Database) {
  const deliveryRows = (filter: ReviewFilter, ...where: SQL[]) =>
    db
      .select({
        deliveryId: deliveries.id,
        mediaId: deliveries.mediaId,
        facilityId: media.facilityId,
        childId: deliveries.childId,
        ...childName,
        className: classes.name,
        source: deliveries.source,
        reason: deliveries.reason,
        shootingAt: deliveries.shootingAt,
        revokedAt: deliveries.revokedAt,
        similarity: deliveries.similarity,
        margin: deliveries.margin,
        ...thumbnailKeys,
      })
      .from(deliveries)
      .innerJoin(media, eq(media.id, deliveries.mediaId))
      .innerJoin(children, eq(children.id, deliveries.childId))
      .leftJoin(classes, eq(classes.id, children.classId))
      .where(and(...where, ...mediaFilter(filter)))
      .limit(filter.limit);

  return {
    delivered: (filter: ReviewFilter) =>
      deliveryRows(filter, isNull(deliveries.revokedAt)).orderBy(
        desc(deliveries.shootingAt),
        children.lastName,
      ),

    returned: (filter: ReviewFilter) =>
      deliveryRows(
        filter,
        eq(deliveries.revokedReason, notMyChildReason),
        isNotNull(deliveries.revokedAt),
      ).orderBy(desc(deliveries.revokedAt)),

    undecided: (filter: ReviewFilter) =>
      db
        .select({
          faceId: matchDecisions.faceId,
          mediaId: media.id,
          facilityId: media.facilityId,
          childId: matchDecisions.childId,
          ...childName,
          decidedAt: matchDecisions.createdAt,
          similarity: matchDecisions.similarity,
          margin: matchDecisions.margin,
          ...thumbnailKeys,
          box: { x: faces.boxX, y: faces.boxY, width: faces.boxWidth, height: faces.boxHeight },
        })
        .from(matchDecisions)
        .innerJoin(faces, eq(faces.id, matchDecisions.faceId))
        .innerJoin(media, eq(media.id, faces.mediaId))
        .leftJoin(children, eq(children.id, matchDecisions.childId))
        .where(and(eq(matchDecisions.decision, 'ambiguous'), notGivenByHand, ...mediaFilter(filter)))
        .orderBy(desc(matchDecisions.createdAt))
        .limit(filter.limit),
  };
}
