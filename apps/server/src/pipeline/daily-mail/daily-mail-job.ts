import type { Database } from '@hibi/db';
import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { sendDailyPhotoMails } from './daily-photo-mail.ts';

/** 19:00 Asia/Tokyo: photos uploaded by 18:00 are processed by then (DESIGN.md §3). */
export const dailyMailCron = '0 19 * * *';

export type DailyMailDeps = {
  db: Database;
  jobs: JobRunner;
  settings: { PUBLIC_URL: string; SESSION_SECRET: string };
  now(): Date;
};

export function dailyMailJob(deps: DailyMailDeps) {
  return defineJob({
    name: 'mail-daily-photos',
    schema: z.object({}),
    // Retries are safe: each guardian's mail of the day is recorded as it is queued.
    retry: { retryLimit: 3, retryDelaySeconds: 300 },
    handle: async () => {
      await sendDailyPhotoMails(deps, deps.now());
    },
  });
}
