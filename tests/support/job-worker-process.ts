// A worker process for tests of a worker's death: runs the job `test-outlived` (whose runs never
// end) with the pg-boss runner on the database named by argv[2], and tells its parent over IPC
// when it is ready and when a run has started. The test then kills it with SIGKILL.
import { openDatabase } from '@hibi/db';
import { z } from 'zod';
import { defineJob } from '../../apps/server/src/jobs/job-definition.ts';
import { createPgBossRunner } from '../../apps/server/src/jobs/pg-boss-runner.ts';

export const outlivedJob = defineJob({
  name: 'test-outlived',
  schema: z.object({ n: z.number() }),
  retry: { retryLimit: 2, retryDelaySeconds: 1 },
  // Far longer than the test waits: only noticing the dead worker can run it again in time.
  timeoutSeconds: 900,
  handle: async () => {},
});

if (process.send) {
  const url = process.argv[2] ?? '';
  const database = await openDatabase({ url });
  const runner = createPgBossRunner(database, { error: () => {} }, url);
  await runner.start();
  await runner.work([
    {
      ...outlivedJob,
      handle: async () => {
        process.send?.('running');
        await new Promise(() => {});
      },
    },
  ]);
  process.send('ready');
}
