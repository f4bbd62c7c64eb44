import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { facilities } from './schema/index.ts';
import { createTestDatabase } from './testing.ts';

describe('ping', () => {
  it('answers true while the database is open and false once it is closed', async () => {
    const testDb = await createTestDatabase();
    expect(await testDb.handle.ping()).toBe(true);
    await testDb.drop();
    expect(await testDb.handle.ping()).toBe(false);
  });

  it('answers false quickly for an unreachable PostgreSQL', async () => {
    const handle = await openDatabase({ url: 'postgres://postgres@127.0.0.1:1/x' });
    const started = performance.now();
    expect(await handle.ping()).toBe(false);
    expect(performance.now() - started).toBeLessThan(2500);
    await handle.close();
  });
});

describe('PGlite in a data directory', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('keeps its data under <dataDir>/pglite across reopening', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hibi-db-'));
    dirs.push(dataDir);
    const first = await openDatabase({ dataDir });
    expect(first.dialect).toBe('pglite');
    await migrateDatabase(first);
    await first.db.insert(facilities).values({ code: 'hinata', name: 'ひなた保育園' });
    await first.close();

    const second = await openDatabase({ dataDir });
    await migrateDatabase(second);
    const rows = await second.db.select().from(facilities).where(eq(facilities.code, 'hinata'));
    expect(rows).toHaveLength(1);
    await second.close();
  });
});
