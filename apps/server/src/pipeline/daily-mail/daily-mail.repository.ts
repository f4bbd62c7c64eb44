import {
  and,
  auditLog,
  children,
  count,
  deliveries,
  type Executor,
  eq,
  familyMembers,
  gte,
  guardians,
  isNull,
  lt,
  media,
  notificationPreferences,
  sql,
} from '@hibi/db';
import { tokyoInstant } from '@hibi/domain';
import { mailRecipientFields } from '../../repositories/guardian.repository.ts';
import { guardianOfMember, membersOfChildFamily } from '../../repositories/joins.ts';
import { mediaJoin } from '../../repositories/visible-media.ts';

/** Whom the 19:00 mail goes to (DESIGN.md §3). */
export function dailyMailRepository(db: Executor) {
  return {
    /**
     * Every approved guardian whose family's children received visible media on Tokyo day `date`
     * before `now`, with how many: each by their own opt-out of 'photo_delivery' (decision 0036),
     * and none whose mail of the day is in the audit log under `action` already.
     */
    guardiansWithNewMedia(date: string, now: Date, action: string) {
      return db
        .select({
          ...mailRecipientFields,
          count: count(),
        })
        .from(deliveries)
        .innerJoin(media, mediaJoin)
        .innerJoin(children, eq(children.id, deliveries.childId))
        .innerJoin(familyMembers, membersOfChildFamily)
        .innerJoin(guardians, guardianOfMember)
        .leftJoin(
          notificationPreferences,
          and(
            eq(notificationPreferences.guardianId, guardians.id),
            eq(notificationPreferences.type, 'photo_delivery'),
          ),
        )
        .where(
          and(
            gte(deliveries.deliveredAt, tokyoInstant(date)),
            lt(deliveries.deliveredAt, now),
            gte(deliveries.deliveredAt, children.approvedAt),
            isNull(deliveries.revokedAt),
            eq(media.status, 'ready'),
            isNull(media.hiddenAt),
            eq(guardians.status, 'approved'),
            sql`coalesce(${notificationPreferences.optout}, false) = false`,
            sql`not exists (select 1 from ${auditLog} where ${auditLog.action} = ${action}
              and ${auditLog.targetId} = ${guardians.id}::text and ${auditLog.detail}->>'date' = ${date})`,
          ),
        )
        .groupBy(guardians.id);
    },
  };
}
