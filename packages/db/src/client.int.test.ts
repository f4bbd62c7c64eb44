import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { isDatabaseBusy } from './database-errors.ts';
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

describe.runIf(process.env.TEST_DATABASE_URL)('a PostgreSQL that drops its connections', () => {
  it('reads again over a connection the server ended, as in a restart', async () => {
    const testDb = await createTestDatabase();
    const { db } = testDb.handle;
    await migrateDatabase(testDb.handle);
    expect(await db.select().from(facilities)).toEqual([]);
    // Another session ends every connection of the pool, as a restart or a failover does.
    const admin = await openDatabase({ url: testDb.url });
    await admin.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    await admin.close();
    expect(await db.select().from(facilities)).toEqual([]);
    await testDb.drop();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('a PostgreSQL session that would wait for ever', () => {
  it('is bounded: a long statement is cancelled, and a transaction left idle is ended', async () => {
    const testDb = await createTestDatabase({ waits: { statementMs: 300, idleInTransactionMs: 300 } });
    const { db } = testDb.handle;
    const slow = await db.execute(sql`select pg_sleep(2)`).catch((error: unknown) => error);
    expect(isDatabaseBusy(slow)).toBe(true);
    const idle = db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await new Promise((resolve) => setTimeout(resolve, 800));
      await tx.execute(sql`select 2`);
    });
    await expect(idle).rejects.toThrow();
    expect((await db.execute(sql`select 3 as next`)).rows).toEqual([{ next: 3 }]);
    await testDb.drop();
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
