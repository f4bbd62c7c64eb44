import {
  and,
  auditLog,
  children,
  count,
  type Database,
  deliveries,
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
import { tokyoDate, tokyoInstant } from '@hibi/domain';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { withUnsubscribe } from '../../mail/unsubscribe.ts';
import { auditLogRepository } from '../../repositories/audit-log.repository.ts';
import { newPhotosMail } from './new-photos-mail.ts';

type MailDeps = {
  db: Database;
  jobs: JobRunner;
  settings: { PUBLIC_URL: string; SESSION_SECRET: string };
};

const action = 'mail.photo_delivery';

/**
 * The 19:00 mail (DESIGN.md §3): every approved guardian whose family's children received visible media
 * today (Asia/Tokyo) gets one mail, unless they opted out of 'photo_delivery'. Each mail is queued
 * in the transaction that writes it to the audit log, under a key of the guardian and the day, so a
 * retried job never mails anyone twice a day.
 */
export async function sendDailyPhotoMails(deps: MailDeps, now: Date): Promise<number> {
  const { db } = deps;
  const date = tokyoDate(now);
  const rows = await db
    .select({
      guardianId: guardians.id,
      email: guardians.email,
      lastName: guardians.lastName,
      firstName: guardians.firstName,
      count: count(),
    })
    .from(deliveries)
    .innerJoin(media, eq(media.id, deliveries.mediaId))
    .innerJoin(children, eq(children.id, deliveries.childId))
    // Every guardian of the child's family, each with their own opt-out (decision 0036).
    .innerJoin(familyMembers, eq(familyMembers.familyId, children.familyId))
    .innerJoin(guardians, eq(guardians.id, familyMembers.guardianId))
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
        eq(guardians.status, 'approved'),
        sql`coalesce(${notificationPreferences.optout}, false) = false`,
        sql`not exists (select 1 from ${auditLog} where ${auditLog.action} = ${action}
          and ${auditLog.targetId} = ${guardians.id}::text and ${auditLog.detail}->>'date' = ${date})`,
      ),
    )
    .groupBy(guardians.id);
  for (const row of rows) {
    const mail = newPhotosMail({
      to: row.email,
      name: row,
      count: row.count,
      publicUrl: deps.settings.PUBLIC_URL,
    });
    const message = withUnsubscribe(mail, deps.settings, {
      guardianId: row.guardianId,
      type: 'photo_delivery',
    });
    await db.transaction(async (tx) => {
      await auditLogRepository(tx).record({
        actorKind: 'system',
        actorId: null,
        action,
        targetType: 'guardian',
        targetId: row.guardianId,
        detail: { date, count: row.count },
      });
      const key = `photo-delivery:${row.guardianId}:${date}`;
      await queueMail(deps.jobs, message, { key, transaction: tx });
    });
  }
  return rows.length;
}
