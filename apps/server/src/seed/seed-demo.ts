import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '@hibi/db';
import type { JobRunner } from '../jobs/job-runner.ts';
import { facilityRepository } from '../repositories/facility.repository.ts';
import type { Settings } from '../settings/load-settings.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { demoEmails, demoPassword, seedDemoAccounts } from './demo-accounts.ts';
import { seedDemoMedia, storeDemoMedia } from './demo-media.ts';
import { ingestSeededMedia } from './ingest-seeded-media.ts';

type SeedInput = {
  settings: Pick<Settings, 'SEED_DEMO' | 'PUBLIC_URL'>;
  database: DatabaseHandle;
  storage: ObjectStorage;
  now?: Date;
  /** Renders the seeded photo movies when given. */
  jobs?: JobRunner | undefined;
};

/**
 * Seeds the demo facility on an empty embedded database (DESIGN.md §7). On PostgreSQL it runs
 * only when SEED_DEMO=true: demo accounts with a published password never reach a real database
 * by accident. Returns a line for the start log, or null when nothing was seeded.
 */
export async function seedDemoIfWanted(input: SeedInput): Promise<string | null> {
  const { settings, database } = input;
  const wanted =
    settings.SEED_DEMO === 'true' || (settings.SEED_DEMO === 'auto' && database.dialect === 'pglite');
  if (!wanted) return null;
  const { db } = database;
  const seededBefore = (await facilityRepository(db).findByCode('hinata')) !== undefined;
  const now = input.now ?? new Date();
  const { storage } = input;
  const ingest = () => ingestSeededMedia({ db, storage, now: () => now, jobs: input.jobs });
  if (seededBefore) {
    await ingest(); // finishes a seed a stopped start left half done
    return null;
  }

  const facilityId = randomUUID();
  const items = await storeDemoMedia(storage, facilityId, now);
  const { photoCount, videoCount } = await db.transaction(async (tx) => {
    const accounts = await seedDemoAccounts(tx, now, facilityId);
    return seedDemoMedia(tx, {
      items,
      facilityId,
      premiumChildId: accounts.premiumChild.id,
      trialChildId: accounts.trialChild.id,
      freeChildId: accounts.freeChild.id,
      now,
    });
  });
  await ingest();
  return [
    `Seeded the demo facility ひなた保育園 with ${photoCount} photos and ${videoCount} videos. Sign in at ${settings.PUBLIC_URL}/signin/ with`,
    ...Object.values(demoEmails).map((email) => `  ${email} / ${demoPassword}`),
  ].join('\n');
}
