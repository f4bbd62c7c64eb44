import { randomUUID } from 'node:crypto';
import { sql } from '@hibi/db';
import { createTestDatabase } from '@hibi/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob } from './job-definition.ts';
import type { JobRunner } from './job-runner.ts';
import { createPgBossRunner } from './pg-boss-runner.ts';

let testDatabase: Awaited<ReturnType<typeof createTestDatabase>>;
let runner: JobRunner;
const failures: string[] = [];

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  const logger = { error: (_details: object, message: string) => failures.push(message) };
  runner = createPgBossRunner(testDatabase.handle, logger, testDatabase.url);
  await runner.start();
}, 60_000);
afterAll(async () => {
  await runner.stop();
  await testDatabase.drop();
});

const waitFor = async (condition: () => boolean | Promise<boolean>, ms = 20_000) => {
  const until = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe('the pg-boss job runner', () => {
  it('runs an enqueued job with its validated payload', async () => {
    const seen: number[] = [];
    const job = defineJob({
      name: 'test-add',
      schema: z.object({ value: z.number() }),
      retry: { retryLimit: 0, retryDelaySeconds: 1 },
      handle: async ({ value }) => {
        seen.push(value);
      },
    });
    await runner.work([job]);
    await runner.enqueue(job, { value: 41 });
    await waitFor(() => seen.length === 1);
    expect(seen).toEqual([41]);
    await expect(runner.enqueue(job, { value: 'x' } as never)).rejects.toThrow();
  });

  it('hands a job failed for good to its onDead, however the last try ended', async () => {
    const dead: string[] = [];
    const job = defineJob({
      name: 'test-dies',
      schema: z.object({ id: z.string() }),
      retry: { retryLimit: 1, retryDelaySeconds: 1 },
      timeoutSeconds: 1,
      // One try hangs past its timeout, the other throws: neither reaches the handler's own catch.
      handle: async ({ id }) => {
        if (id === 'hangs') await new Promise((resolve) => setTimeout(resolve, 3000));
        else throw new Error('broken');
      },
      onDead: async ({ id }) => {
        dead.push(id);
      },
    });
    await runner.work([job]);
    await runner.enqueue(job, { id: 'hangs' });
    await runner.enqueue(job, { id: 'throws' });
    await waitFor(() => dead.length === 2, 60_000);
    expect(dead.sort()).toEqual(['hangs', 'throws']);
    failures.length = 0;
  }, 70_000);

  it('fails a run that outlives its timeout and runs it again, as after a killed worker', async () => {
    let runs = 0;
    const job = defineJob({
      name: 'test-hangs-once',
      schema: z.object({}),
      retry: { retryLimit: 2, retryDelaySeconds: 1 },
      timeoutSeconds: 1,
      handle: async () => {
        runs += 1;
        // The first run never ends, like a job whose worker was killed with it.
        if (runs === 1) await new Promise(() => {});
      },
    });
    await runner.work([job]);
    await runner.enqueue(job, {});
    await waitFor(() => runs === 2);
    expect(runs).toBe(2);
  });

  it('retries a failing job and keeps it for operators after the last try', async () => {
    let tries = 0;
    const finalTries: (boolean | undefined)[] = [];
    const job = defineJob({
      name: 'test-always-fails',
      schema: z.object({ mediaId: z.string() }),
      retry: { retryLimit: 1, retryDelaySeconds: 1 },
      handle: async (_data, run) => {
        tries += 1;
        finalTries.push(run?.finalTry);
        throw new Error('decoder exploded');
      },
    });
    await runner.work([job]);
    await runner.enqueue(job, { mediaId: 'm-1' });
    await waitFor(async () => (await runner.deadJobs()).some((dead) => dead.name === 'test-always-fails'));
    expect(tries).toBe(2);
    // The handler knows its last try: the ingest marks its media failed then, not before.
    expect(finalTries).toEqual([false, true]);
    const [dead] = (await runner.deadJobs()).filter((item) => item.name === 'test-always-fails');
    expect(dead?.data).toEqual({ mediaId: 'm-1' });
    expect(dead?.error).toContain('decoder exploded');
    expect(failures).toContain('job failed');
  }, 40_000);

  it('puts a dead job back for one more try, also once pg-boss has archived it', async () => {
    let tries = 0;
    const job = defineJob({
      name: 'test-retried',
      schema: z.object({ mediaId: z.string() }),
      retry: { retryLimit: 0, retryDelaySeconds: 1 },
      handle: async (_data, run) => {
        tries += 1;
        // Each one more try an operator gives is the last again.
        if (!run?.finalTry) throw new Error('not told it is the last try');
        throw new TypeError(`try ${tries}`);
      },
    });
    const dead = async () => (await runner.deadJobs()).filter((item) => item.name === job.name);
    await runner.work([job]);
    await runner.enqueue(job, { mediaId: 'm-2' });
    await waitFor(async () => (await dead()).length === 1);
    const [first] = await dead();
    expect(first?.error).toBe('TypeError: try 1');
    const id = first?.id ?? '';
    expect(await runner.retryDead(id)).toBe(true);
    await waitFor(async () => (await dead())[0]?.error === 'TypeError: try 2');
    // As pg-boss's maintenance does to failed jobs after 12 hours.
    await testDatabase.handle.db.execute(
      sql`with moved as (delete from pgboss.job where id = ${id} returning *) insert into pgboss.archive select * from moved`,
    );
    expect((await dead())[0]?.id).toBe(id);
    expect(await runner.retryDead(id)).toBe(true);
    await waitFor(async () => (await dead())[0]?.error === 'TypeError: try 3');
    expect(await dead()).toEqual([expect.objectContaining({ id, data: { mediaId: 'm-2' } })]);
    expect(tries).toBe(3);
    expect(await runner.retryDead(randomUUID())).toBe(false);
    expect(await runner.retryDead('not-a-job')).toBe(false);
  }, 40_000);
});
