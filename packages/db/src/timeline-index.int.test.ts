import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './testing.ts';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb?.drop());

// The timeline must stay fast at a million media: its keyset query has to be one index range scan,
// already in order (no Sort node). Sequential scans are disabled so the tiny test table cannot hide it.
it('serves the keyset timeline query from deliveries_timeline_idx without sorting', async () => {
  const plan = await testDb.handle.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    const { rows } = await tx.execute<{ 'QUERY PLAN': string }>(sql`
      explain select media_id, shooting_at from deliveries
      where child_id = ${randomUUID()}
        and revoked_at is null
        and (shooting_at, media_id) < (${new Date().toISOString()}::timestamptz, ${randomUUID()}::uuid)
      order by shooting_at desc, media_id desc
      limit 30`);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
  expect(plan).toContain('deliveries_timeline_idx');
  expect(plan).not.toMatch(/\bSort\b/);
});
