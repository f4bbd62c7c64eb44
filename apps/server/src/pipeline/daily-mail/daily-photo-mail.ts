import type { Database } from '@hibi/db';
import { tokyoDate } from '@hibi/domain';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { withUnsubscribe } from '../../mail/unsubscribe.ts';
import { queueGuardianNotice } from '../../notifications/queue-guardian-notice.ts';
import { dailyPhotosPush } from '../../push/push-messages.ts';
import { dailyMailRepository } from './daily-mail.repository.ts';
import { newPhotosMail } from './new-photos-mail.ts';

type MailDeps = {
  db: Database;
  jobs: JobRunner;
  settings: { PUBLIC_URL: string; SESSION_SECRET: string };
};

const action = 'mail.photo_delivery';

/**
 * The 19:00 mail (DESIGN.md §3): every approved guardian whose family's children received visible media
 * today (Asia/Tokyo) gets one mail, and a push on each device with push on, unless they opted out
 * of 'photo_delivery'. Each mail is queued
 * in the transaction that writes it to the audit log, under a key of the guardian and the day, so a
 * retried job never mails anyone twice a day.
 */
export async function sendDailyPhotoMails(deps: MailDeps, now: Date): Promise<number> {
  const { db } = deps;
  const date = tokyoDate(now);
  const rows = await dailyMailRepository(db).guardiansWithNewMedia(date, now, action);
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
    await queueGuardianNotice(deps, {
      guardianId: row.guardianId,
      key: `photo-delivery:${row.guardianId}:${date}`,
      audit: { action, targetType: 'guardian', targetId: row.guardianId, detail: { date, count: row.count } },
      mail: message,
      // The same notice on each of the guardian's phones that has push on (decision 0081).
      push: dailyPhotosPush({ count: row.count, date }),
    });
  }
  return rows.length;
}
