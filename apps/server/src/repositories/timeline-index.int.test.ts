import { randomUUID } from 'node:crypto';
import { sql } from '@hibi/db';
import { createTestDatabase, type TestDatabase } from '@hibi/db/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type TimelineCursor, timelineRepository } from './timeline.repository.ts';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb?.drop());

// The timeline must stay fast at a million media: the repository's own page query has to be one
// index range scan, already in order (no Sort node). Sequential and bitmap scans are disabled so
// the tiny test table cannot hide a missing index.
const later: TimelineCursor = { shootingAt: '2026-06-10 12:00:00.123456+00', mediaId: randomUUID() };

it.each([
  ['first', null],
  ['later', later],
])('serves a %s timeline page from deliveries_timeline_idx without sorting', async (_, after) => {
  const plan = await testDb.handle.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    const query = timelineRepository(tx).pageQuery({
      childId: randomUUID(),
      guardianId: randomUUID(),
      after,
      limit: 30,
    });
    const { rows } = await tx.execute<{ 'QUERY PLAN': string }>(sql`explain ${query}`);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
  expect(plan).toMatch(/Index (Only )?Scan (Backward )?using deliveries_timeline_idx on deliveries/);
  expect(plan).not.toMatch(/\bSort\b/);
});
