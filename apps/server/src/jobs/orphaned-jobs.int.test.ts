import { fork } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createTestDatabase } from '@hibi/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outlivedJob } from '#tests/support/job-worker-process.ts';
import type { JobRunner } from './job-runner.ts';
import { createPgBossRunner } from './pg-boss-runner.ts';

let testDatabase: Awaited<ReturnType<typeof createTestDatabase>>;
let runner: JobRunner;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  runner = createPgBossRunner(testDatabase.handle, { error: () => {} }, testDatabase.url);
  await runner.start();
}, 60_000);
afterAll(async () => {
  await runner.stop();
  await testDatabase.drop();
});

// A file to run, not a module to import: the '#tests/' alias does not apply to a path.
const script = path.resolve(import.meta.dirname, '../../../../tests/support/job-worker-process.ts');

describe.runIf(process.env.TEST_DATABASE_URL)('a worker process killed mid-job (PostgreSQL)', () => {
  it('has its job run again by another worker long before the job’s timeout', async () => {
    const worker = fork(script, [testDatabase.url ?? '']);
    const messages: string[] = [];
    worker.on('message', (message) => messages.push(String(message)));
    const seen = async (message: string) => {
      while (!messages.includes(message)) await once(worker, 'message');
    };
    await seen('ready');
    await runner.enqueue(outlivedJob, { n: 7 });
    await seen('running');
    worker.kill('SIGKILL');
    await once(worker, 'exit');

    const reran: number[] = [];
    await runner.work([{ ...outlivedJob, handle: async ({ n }) => void reran.push(n) }]);
    // The job's timeout is 15 minutes: before decision 0028's sweep it waited that long.
    const until = Date.now() + 60_000;
    while (reran.length === 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 250));
    expect(reran).toEqual([7]);
  }, 120_000);
});
