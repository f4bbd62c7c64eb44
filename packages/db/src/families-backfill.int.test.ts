import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, migrationsFolder } from './migrate.ts';
import { createTestDatabase, type TestDatabase } from './testing.ts';

// Migration 0012_families backfills a family per guardian (decision 0036): tried on a database
// migrated to 0011 with guardians and children in it, then migrated on.
let testDb: TestDatabase;
let before: string;

beforeAll(async () => {
  before = await mkdtemp(path.join(os.tmpdir(), 'hibi-migrations-'));
  await cp(migrationsFolder, before, { recursive: true });
  const journalPath = path.join(before, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8'));
  journal.entries = journal.entries.filter((entry: { tag: string }) => entry.tag < '0012');
  await writeFile(journalPath, JSON.stringify(journal));
  testDb = await createTestDatabase({ migrations: before });
});
afterAll(async () => {
  await testDb?.drop();
  await rm(before, { recursive: true, force: true });
});

describe('the families migration', () => {
  it('gives each guardian a family of their own, as its 保護者, with their children in it', async () => {
    const { db } = testDb.handle;
    await db.execute(sql`insert into facilities (id, code, name)
      values ('00000000-0000-4000-8000-0000000000f1', 'backfill', 'テスト保育園')`);
    await db.execute(sql`insert into guardians (id, email, password_hash) values
      ('00000000-0000-4000-8000-0000000000a1', 'a@hibi.example', 'x'),
      ('00000000-0000-4000-8000-0000000000b1', 'b@hibi.example', 'x')`);
    await db.execute(sql`insert into children (guardian_id, facility_id, first_name, last_name, birthday) values
      ('00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-0000000000f1', 'はな', '日比', '2022-05-14'),
      ('00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-0000000000f1', 'そら', '日比', '2024-01-05'),
      ('00000000-0000-4000-8000-0000000000b1', '00000000-0000-4000-8000-0000000000f1', 'ゆい', '佐藤', '2021-07-20')`);

    await migrateDatabase(testDb.handle);

    const members = await db.execute<{ guardian_id: string; family_id: string; role: string }>(
      sql`select guardian_id, family_id, role from family_members order by guardian_id`,
    );
    expect(members.rows).toEqual([
      {
        guardian_id: '00000000-0000-4000-8000-0000000000a1',
        family_id: expect.any(String),
        role: 'guardian',
      },
      {
        guardian_id: '00000000-0000-4000-8000-0000000000b1',
        family_id: expect.any(String),
        role: 'guardian',
      },
    ]);
    const [a, b] = members.rows;
    expect(a?.family_id).not.toBe(b?.family_id);
    const placed = await db.execute<{ first_name: string; family_id: string }>(
      sql`select first_name, family_id from children order by birthday`,
    );
    expect(placed.rows).toEqual([
      { first_name: 'ゆい', family_id: b?.family_id },
      { first_name: 'はな', family_id: a?.family_id },
      { first_name: 'そら', family_id: a?.family_id },
    ]);
    const families = await db.execute<{ n: number }>(sql`select count(*)::int as n from families`);
    expect(families.rows[0]?.n).toBe(2);
  });
});
