import {
  and,
  asc,
  auditLog,
  children,
  type Database,
  eq,
  familyMembers,
  guardians,
  photoMovieCollections,
  sql,
} from '@hibi/db';
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
 * Tells the family a published movie is ready (DESIGN.md §3): every approved guardian of the
 * child's family (decision 0036), premium only, unless they opted out. Each mail is queued in the
 * transaction that writes it to the audit log, under the movie's and the guardian's key, so a
 * retried job mails nobody twice. Answers whether any mail was queued.
 */
export async function sendMovieRelease(deps: MovieMailDeps, collectionId: string): Promise<boolean> {
  const { db } = deps;
  const rows = await db
    .select({
      guardianId: guardians.id,
      email: guardians.email,
      lastName: guardians.lastName,
      firstName: guardians.firstName,
      childId: children.id,
      childName: children.firstName,
      nickname: children.nickname,
      dateFrom: photoMovieCollections.dateFrom,
      dateTo: photoMovieCollections.dateTo,
    })
    .from(photoMovieCollections)
    .innerJoin(children, eq(children.id, photoMovieCollections.childId))
    .innerJoin(familyMembers, eq(familyMembers.familyId, children.familyId))
    .innerJoin(guardians, eq(guardians.id, familyMembers.guardianId))
    .where(
      and(
        eq(photoMovieCollections.id, collectionId),
        eq(photoMovieCollections.isPublished, true),
        eq(guardians.status, 'approved'),
      ),
    )
    .orderBy(asc(familyMembers.createdAt), asc(guardians.id));
  let queued = false;
  for (const row of rows) if (await tellGuardian(deps, collectionId, row)) queued = true;
  return queued;
}

type Recipient = {
  guardianId: string;
  childId: string;
  email: string;
  lastName: string | null;
  firstName: string | null;
  childName: string;
  nickname: string | null;
  dateFrom: string;
  dateTo: string;
};

async function tellGuardian(deps: MovieMailDeps, collectionId: string, row: Recipient): Promise<boolean> {
  const { db } = deps;
  const sent = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, action),
        eq(auditLog.targetId, collectionId),
        sql`${auditLog.detail}->>'guardianId' = ${row.guardianId}`,
      ),
    );
  if (sent.length > 0) return false;
  if (!(await notificationPreferenceService(deps).receives(row.guardianId, type))) return false;

  const mail = movieReleaseMail({
    to: row.email,
    name: row,
    childName: row.nickname ?? row.childName,
    week: row,
    collectionId,
    childId: row.childId,
    publicUrl: deps.settings.PUBLIC_URL,
  });
  const message = withUnsubscribe(mail, deps.settings, { guardianId: row.guardianId, type });
  const key = `photo-movie-release:${collectionId}:${row.guardianId}`;
  await db.transaction(async (tx) => {
    await auditLogRepository(tx).record({
      actorKind: 'system',
      actorId: null,
      action,
      targetType: 'photo_movie_collection',
      targetId: collectionId,
      detail: { guardianId: row.guardianId },
    });
    await queueMail(deps.jobs, message, { key, transaction: tx });
  });
  return true;
}
