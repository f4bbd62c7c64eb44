import { randomUUID } from 'node:crypto';
import { auditLog, eq, sql } from '@hibi/db';
import { createTestDatabase, type TestDatabase } from '@hibi/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { waitFor } from '#tests/support/wait-for.ts';
import { defineJob } from './job-definition.ts';
import type { JobRunner } from './job-runner.ts';
import { createPgBossRunner } from './pg-boss-runner.ts';

// Both drivers in one run: PGlite always, PostgreSQL too when TEST_DATABASE_URL names a server.
const drivers = [
  { name: 'PGlite', adminUrl: '' },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'PostgreSQL', adminUrl: process.env.TEST_DATABASE_URL }] : []),
];

describe.each(drivers)('a job enqueued inside a transaction ($name)', ({ adminUrl }) => {
  let testDatabase: TestDatabase;
  let runner: JobRunner;
  const seen: string[] = [];
  const job = defineJob({
    name: 'test-in-transaction',
    schema: z.object({ note: z.string() }),
    retry: { retryLimit: 0, retryDelaySeconds: 1 },
    handle: async ({ note }) => void seen.push(note),
  });

  beforeAll(async () => {
    testDatabase = await createTestDatabase({ adminUrl });
    runner = createPgBossRunner(testDatabase.handle, { error: () => {} }, testDatabase.url);
    await runner.start();
    await runner.prepare([job]);
  }, 60_000);
  afterAll(async () => {
    await runner?.stop();
    await testDatabase?.drop();
  });

  const jobsNoted = async (note: string) => {
    const { rows } = await testDatabase.handle.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = ${job.name} and data->>'note' = ${note}`,
    );
    return rows[0]?.n;
  };
  const record = (targetId: string) =>
    ({ actorKind: 'system', actorId: null, action: 'test.note', targetType: 'note', targetId }) as const;

  it('is there, and runs, once the transaction commits with the facts it was sent with', async () => {
    const { db } = testDatabase.handle;
    await db.transaction(async (tx) => {
      await tx.insert(auditLog).values(record('committed'));
      await runner.enqueue(job, { note: 'committed' }, { transaction: tx });
    });
    await runner.work([job]);
    await waitFor(async () => seen.includes('committed'));
    expect(await jobsNoted('committed')).toBe(1);
  });

  it('is gone with the facts when the transaction rolls back', async () => {
    const { db } = testDatabase.handle;
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(auditLog).values(record('rolled-back'));
        await runner.enqueue(job, { note: 'rolled-back' }, { transaction: tx });
        throw new Error('the request failed after enqueueing');
      }),
    ).rejects.toThrow('the request failed');
    expect(await jobsNoted('rolled-back')).toBe(0);
    expect(await db.$count(auditLog, eq(auditLog.targetId, 'rolled-back'))).toBe(0);
  });

  it('is enqueued once per id, in or out of a transaction', async () => {
    const id = randomUUID();
    await runner.enqueue(job, { note: 'once' }, { id });
    await testDatabase.handle.db.transaction(async (tx) => {
      await runner.enqueue(job, { note: 'once' }, { id, transaction: tx });
    });
    expect(await jobsNoted('once')).toBe(1);
  });

  it('needs its queue prepared first', async () => {
    const unprepared = { ...job, name: 'test-unprepared' };
    await expect(
      testDatabase.handle.db.transaction((tx) =>
        runner.enqueue(unprepared, { note: 'x' }, { transaction: tx }),
      ),
    ).rejects.toThrow('the queue of test-unprepared is not prepared');
  });
});
