import type { Database } from '@hibi/db';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { withUnsubscribe } from '../../mail/unsubscribe.ts';
import { notificationPreferenceService } from '../../notifications/notification-preferences.service.ts';
import { queueGuardianNotice } from '../../notifications/queue-guardian-notice.ts';
import { movieReleasePush } from '../../push/push-messages.ts';
import { movieReleaseRepository } from './movie-release.repository.ts';
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
 * child's family (decision 0036), premium only, unless they opted out; a push beside each mail on
 * the guardian's devices with push on (decision 0081). Each mail is queued in the
 * transaction that writes it to the audit log, under the movie's and the guardian's key, so a
 * retried job mails nobody twice. Answers whether any mail was queued.
 */
export async function sendMovieRelease(deps: MovieMailDeps, collectionId: string): Promise<boolean> {
  const rows = await movieReleaseRepository(deps.db).recipients(collectionId);
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
  if (await movieReleaseRepository(db).wasTold(action, collectionId, row.guardianId)) return false;
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
  const child = { firstName: row.childName, nickname: row.nickname };
  await queueGuardianNotice(deps, {
    guardianId: row.guardianId,
    key: `photo-movie-release:${collectionId}:${row.guardianId}`,
    audit: {
      action,
      targetType: 'photo_movie_collection',
      targetId: collectionId,
      detail: { guardianId: row.guardianId },
    },
    mail: message,
    push: movieReleasePush({ child, childId: row.childId, collectionId }),
  });
  return true;
}
