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
import { childName, faceBox } from './columns.ts';
import { classOfChild, decisionsOfFace, mediaOfFace } from './joins.ts';
import { mediaJoin } from './visible-media.ts';

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
      .innerJoin(media, mediaJoin)
      .innerJoin(children, eq(children.id, deliveries.childId))
      .leftJoin(classes, classOfChild)
      .where(and(...where, ...mediaFilter(filter)))
      .limit(filter.limit);

  /** Deliveries revoked for `reason`, the latest revoked first. */
  const revokedFor = (filter: ReviewFilter, reason: string) =>
    deliveryRows(filter, eq(deliveries.revokedReason, reason), isNotNull(deliveries.revokedAt)).orderBy(
      desc(deliveries.revokedAt),
    );

  return {
    delivered: (filter: ReviewFilter) =>
      deliveryRows(filter, isNull(deliveries.revokedAt)).orderBy(
        desc(deliveries.shootingAt),
        children.lastName,
      ),

    returned: (filter: ReviewFilter) => revokedFor(filter, notMyChildReason),

    /** Deliveries staff took back, newest first: each may be restored (decision 0085). */
    takenBack: (filter: ReviewFilter) => revokedFor(filter, staffRevokedReason),

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
          box: faceBox,
        })
        .from(matchDecisions)
        .innerJoin(faces, decisionsOfFace)
        .innerJoin(media, mediaOfFace)
        .leftJoin(children, eq(children.id, matchDecisions.childId))
        .where(and(eq(matchDecisions.decision, 'ambiguous'), notGivenByHand, ...mediaFilter(filter)))
        .orderBy(desc(matchDecisions.createdAt))
        .limit(filter.limit),
  };
}
