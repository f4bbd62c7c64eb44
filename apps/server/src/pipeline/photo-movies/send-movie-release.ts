import { and, auditLog, children, type Database, eq, guardians, photoMovieCollections } from '@hibi/db';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { withUnsubscribe } from '../../mail/unsubscribe.ts';
import { notificationPreferenceService } from '../../notifications/notification-preferences.service.ts';
import { auditLogRepository } from '../../repositories/audit-log.repository.ts';
import { movieReleaseMail } from './movie-release-mail.ts';

export type MovieMailDeps = {
  db: Database;
  jobs: JobRunner;
  settings: { PUBLIC_URL: string; SESSION_SECRET: string };
  now(): Date;
};

const action = 'mail.photo_movie_release';
const type = 'photo_movie_release';

/**
 * Tells the family a published movie is ready (DESIGN.md §3): premium guardians only, unless they
 * opted out. The mail is queued in the transaction that writes it to the audit log, under the
 * movie's key, so a retried job mails nobody twice. Answers whether a mail was queued.
 */
export async function sendMovieRelease(deps: MovieMailDeps, collectionId: string): Promise<boolean> {
  const { db } = deps;
  const [row] = await db
    .select({
      guardianId: guardians.id,
      email: guardians.email,
      lastName: guardians.lastName,
      firstName: guardians.firstName,
      childName: children.firstName,
      nickname: children.nickname,
      dateFrom: photoMovieCollections.dateFrom,
      dateTo: photoMovieCollections.dateTo,
    })
    .from(photoMovieCollections)
    .innerJoin(children, eq(children.id, photoMovieCollections.childId))
    .innerJoin(guardians, eq(guardians.id, children.guardianId))
    .where(
      and(
        eq(photoMovieCollections.id, collectionId),
        eq(photoMovieCollections.isPublished, true),
        eq(guardians.status, 'approved'),
      ),
    );
  if (!row) return false;
  const sent = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, collectionId)));
  if (sent.length > 0) return false;
  if (!(await notificationPreferenceService(deps).receives(row.guardianId, type))) return false;

  const mail = movieReleaseMail({
    to: row.email,
    name: row,
    childName: row.nickname ?? row.childName,
    week: row,
    collectionId,
    publicUrl: deps.settings.PUBLIC_URL,
  });
  const message = withUnsubscribe(mail, deps.settings, { guardianId: row.guardianId, type });
  await db.transaction(async (tx) => {
    await auditLogRepository(tx).record({
      actorKind: 'system',
      actorId: null,
      action,
      targetType: 'photo_movie_collection',
      targetId: collectionId,
      detail: { guardianId: row.guardianId },
    });
    await queueMail(deps.jobs, message, { key: `photo-movie-release:${collectionId}`, transaction: tx });
  });
  return true;
}
