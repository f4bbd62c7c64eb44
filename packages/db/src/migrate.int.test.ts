import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, migrationsFolder } from './migrate.ts';
import { createTestDatabase, type TestDatabase } from './testing.ts';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb?.drop());

describe('migrations', () => {
  it('create every table of the schema', async () => {
    const { rows } = await testDb.handle.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    expect(rows.map((r) => r.table_name)).toEqual([
      'audit_log',
      'children',
      'classes',
      'collection_media',
      'collection_views',
      'consents',
      'deliveries',
      'download_history',
      'faces',
      'facilities',
      'families',
      'family_invitations',
      'family_members',
      'guardians',
      'inquiries',
      'mail_refusals',
      'match_decisions',
      'media',
      'media_redactions',
      'notification_preferences',
      'one_time_codes',
      'payment_events',
      'payment_methods',
      'payments',
      'photo_movie_collections',
      'push_subscriptions',
      'rate_limits',
      'reference_images',
      'refresh_tokens',
      'sent_mails',
      'staff_accounts',
      'staff_invitations',
      'subscriptions',
      'test_provider_objects',
    ]);
  });

  it('are a no-op when applied again', async () => {
    await migrateDatabase(testDb.handle);
    const { rows } = await testDb.handle.db.execute<{ count: number }>(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
    expect(rows[0]?.count).toBe(journal.entries.length);
  });

  it('uses the expected dialect', () => {
    expect(testDb.handle.dialect).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
    expect(testDb.url === undefined).toBe(!process.env.TEST_DATABASE_URL);
  });
});
