import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from '@hibi/db';
import {
  children,
  collectionMedia,
  deliveries,
  guardians,
  photoMovieCollections,
  staffAccounts,
} from '@hibi/db/schema';
import { createTestDatabase } from '@hibi/db/testing';
import { tokyoDate } from '@hibi/domain';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/passwords.ts';
import { createLocalStorage } from '../storage/local-storage.ts';
import { createMediaUrlSigner } from '../storage/signed-media-url.ts';
import { demoPassword } from './demo-accounts.ts';
import { demoPhotoDays } from './demo-media.ts';
import { seedDemoIfWanted } from './seed-demo.ts';

const now = new Date('2026-11-22T03:00:00Z'); // a Sunday noon in Tokyo
const settings = { SEED_DEMO: 'true' as const, PUBLIC_URL: 'http://localhost:3000' };

describe('the demo seed', () => {
  let testDatabase: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataDir: string;
  let log: string | null;
  const storage = () =>
    createLocalStorage(path.join(dataDir, 'storage'), createMediaUrlSigner('s'.repeat(32)), () => now);

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'hibi-seed-'));
    log = await seedDemoIfWanted({ settings, database: testDatabase.handle, storage: storage(), now });
  }, 120_000);
  afterAll(() => testDatabase.drop());

  it('announces the accounts in the start log', () => {
    expect(log).toContain('http://localhost:3000/signin/');
    expect(log).toContain('demo@hibi.example / hibi-demo-pass');
  });

  it('creates the three demo accounts with the demo password', async () => {
    const { db } = testDatabase.handle;
    const [demo] = await db.select().from(guardians).where(eq(guardians.email, 'demo@hibi.example'));
    const [trial] = await db.select().from(guardians).where(eq(guardians.email, 'trial@hibi.example'));
    const [operator] = await db.select().from(staffAccounts);
    expect(demo).toMatchObject({ status: 'approved', subscriptionType: 'premium' });
    expect(trial).toMatchObject({ status: 'approved', subscriptionType: 'trial' });
    expect(tokyoDate(trial?.approvedAt ?? 0)).toBe('2026-11-21');
    expect(operator).toMatchObject({ email: 'operator@hibi.example', role: 'operator' });
    expect(await verifyPassword(demo?.passwordHash ?? '', demoPassword)).toBe(true);
    expect(await verifyPassword(demo?.passwordHash ?? '', 'wrong')).toBe(false);
  });

  it('gives the premium child at least 60 photos over at least 10 days and 2 photo movies', async () => {
    const { db } = testDatabase.handle;
    const [child] = await db
      .select({ id: children.id })
      .from(children)
      .innerJoin(guardians, eq(children.guardianId, guardians.id))
      .where(eq(guardians.email, 'demo@hibi.example'));
    const delivered = await db
      .select()
      .from(deliveries)
      .where(eq(deliveries.childId, child?.id ?? ''));
    expect(delivered.length).toBeGreaterThanOrEqual(60);
    expect(new Set(delivered.map((item) => tokyoDate(item.shootingAt))).size).toBeGreaterThanOrEqual(10);

    const movies = await db
      .select()
      .from(photoMovieCollections)
      .where(eq(photoMovieCollections.childId, child?.id ?? ''));
    expect(movies.map((movie) => [movie.dateFrom, movie.dateTo]).sort()).toEqual([
      ['2026-11-02', '2026-11-08'],
      ['2026-11-09', '2026-11-15'],
    ]);
    expect(movies.every((movie) => movie.isPublished)).toBe(true);
    for (const movie of movies) {
      const items = await db.select().from(collectionMedia).where(eq(collectionMedia.collectionId, movie.id));
      expect(items.length).toBeGreaterThanOrEqual(15);
    }
  });

  it('puts every image through the ingest step of real uploads, marked as seeded', async () => {
    const files = storage();
    const rows = await testDatabase.handle.db.query.media.findMany();
    expect(rows.length).toBeGreaterThanOrEqual(60);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'ready', seeded: true });
      expect(row.placeholder).toBeTruthy();
      expect(row.perceptualHash).toMatch(/^[0-9a-f]{16}$/);
      expect(row.contentSha256).toMatch(/^[0-9a-f]{64}$/);
    }
    for (const row of rows.slice(0, 3)) {
      for (const key of [row.originalKey, row.previewKey, row.thumbnailKey, row.fullKey]) {
        expect(await files.exists(key ?? 'missing')).toBe(true);
      }
    }
  });

  it('runs once: a second start finds the facility and seeds nothing', async () => {
    expect(
      await seedDemoIfWanted({ settings, database: testDatabase.handle, storage: storage(), now }),
    ).toBeNull();
  });
});

describe('demoPhotoDays', () => {
  it('skips Sundays but always includes yesterday', () => {
    const days = demoPhotoDays('2026-11-23'); // a Monday: yesterday was a Sunday
    expect(days.at(-1)).toBe('2026-11-22');
    expect(days).not.toContain('2026-11-15');
    expect(days[0]).toBe('2026-11-02');
  });
});
