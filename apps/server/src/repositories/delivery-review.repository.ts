import {
  and,
  auditLog,
  children,
  classes,
  type Database,
  deliveries,
  desc,
  eq,
  faces,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  matchDecisions,
  media,
  type SQL,
  sql,
  staffAccounts,
} from '@hibi/db';
import { notMyChildReason, staffRevokedReason } from '@hibi/domain';

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
        hiddenAt: media.hiddenAt,
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

    /** Deliveries staff took back, newest first: each may be restored (decision 0085). */
    takenBack: (filter: ReviewFilter) =>
      deliveryRows(
        filter,
        eq(deliveries.revokedReason, staffRevokedReason),
        isNotNull(deliveries.revokedAt),
      ).orderBy(desc(deliveries.revokedAt)),

    /** Who took these deliveries back and why, from the audit log: the latest take-back of each. */
    async takeBackNotes(deliveryIds: string[]) {
      if (deliveryIds.length === 0) return [];
      return db
        .selectDistinctOn([auditLog.targetId], {
          deliveryId: auditLog.targetId,
          staffName: staffAccounts.name,
          reason: sql<string | null>`${auditLog.detail}->>'reason'`,
        })
        .from(auditLog)
        .leftJoin(staffAccounts, eq(staffAccounts.id, auditLog.actorId))
        .where(
          and(
            eq(auditLog.action, 'delivery.revoke'),
            eq(auditLog.targetType, 'delivery'),
            inArray(auditLog.targetId, deliveryIds),
          ),
        )
        .orderBy(auditLog.targetId, desc(auditLog.at));
    },

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
