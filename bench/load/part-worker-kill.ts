// Part 3: kill -9 of the worker mid-ingest. The real server (RUN_WORKERS=false) and a worker
// process on the bench's cluster; N photos uploaded through the staff calls; the worker killed once
// a quarter of them are ready; a new one started at once. Then: is every photo ingested and
// delivered, how long after the restart, and is any media or delivery there twice?
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '@hibi/db/testing';
import type pg from 'pg';
import { testPassword } from '#tests/support/fixtures.ts';
import { adminClient } from '../../apps/server/src/cli/admin-client.ts';
import { uploadFolder } from '../../apps/server/src/cli/upload-folder.ts';
import type { Cluster } from './cluster.ts';
import { setUpIngest } from './ingest-setup.ts';
import { benchEnv, freePort, startEntry, waitForOk } from './processes.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function counts(pool: pg.Pool, facilityId: string, childId: string) {
  const { rows } = await pool.query<{
    media: number;
    ready: number;
    deliveries: number;
    twice: number;
    pending: number;
    matched: number;
    accepted: number;
  }>(
    `select (select count(*)::int from media where facility_id = $1) as media,
            (select count(*)::int from pgboss.job where name like 'media-%'
               and state in ('created', 'retry', 'active')) as pending,
            (select count(*)::int from media where facility_id = $1 and status = 'ready') as ready,
            (select count(*)::int from deliveries where child_id = $2) as deliveries,
            (select count(distinct f.media_id)::int from faces f join media m on m.id = f.media_id
               join match_decisions d on d.face_id = f.id where m.facility_id = $1) as matched,
            (select count(distinct f.media_id)::int from faces f join match_decisions d on d.face_id = f.id
               where d.child_id = $2 and d.decision = 'accepted') as accepted,
            (select count(*)::int from (select media_id from deliveries where child_id = $2
               group by media_id having count(*) > 1) d) as twice`,
    [facilityId, childId],
  );
  return rows[0] ?? { media: 0, ready: 0, deliveries: 0, twice: 0, pending: 0, matched: 0, accepted: 0 };
}

export async function workerKillPart(cluster: Cluster, options: { photos: number; limitSeconds: number }) {
  const testDb = await createTestDatabase({ adminUrl: cluster.adminUrl });
  if (testDb.handle.dialect !== 'postgres' || !testDb.url) throw new Error('the bench needs PostgreSQL');
  const pool: pg.Pool = testDb.handle.client;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hibi-load-'));
  const port = await freePort();
  const env = {
    ...benchEnv(testDb.url, dataDir),
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SEED_DEMO: 'false',
  };
  const running: ChildProcess[] = [];
  const start = (name: string, entry: string) => {
    const child = startEntry(name, entry, env);
    running.push(child);
    return child;
  };
  try {
    const { facility, child, staff, dir } = await setUpIngest(testDb.handle.db, options.photos);
    start('server', 'main.ts');
    await waitForOk(`http://127.0.0.1:${port}/api/health`);
    const firstWorker = start('worker 1', 'worker.ts');
    const client = adminClient(`http://127.0.0.1:${port}`, { email: staff.email, password: testPassword });
    const uploaded = await uploadFolder(client, dir, facility.code, () => {});
    await rm(dir, { recursive: true, force: true });
    let state = await counts(pool, facility.id, child.id);
    while (state.ready < Math.ceil(options.photos / 4)) {
      await sleep(200);
      state = await counts(pool, facility.id, child.id);
    }
    firstWorker.kill('SIGKILL');
    await once(firstWorker, 'exit');
    const readyAtKill = state.ready;
    const restartedAt = performance.now();
    start('worker 2', 'worker.ts');
    const seconds = () => (performance.now() - restartedAt) / 1000;
    while (seconds() < options.limitSeconds + 60) {
      state = await counts(pool, facility.id, child.id);
      // Done: every photo ready and matched, each accepted face's photo delivered, no job left to run.
      const { ready, matched, accepted, deliveries, pending } = state;
      if (ready >= options.photos && matched >= options.photos && deliveries >= accepted && pending === 0)
        break;
      await sleep(500);
    }
    const doneSeconds = seconds();
    await sleep(5000); // anything late or doubled would show now
    return {
      uploaded: uploaded.queued,
      readyAtKill,
      doneSeconds,
      final: await counts(pool, facility.id, child.id),
    };
  } finally {
    for (const process of running)
      if (process.exitCode === null && process.signalCode === null) {
        process.kill('SIGTERM');
        await once(process, 'exit');
      }
    await testDb.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
