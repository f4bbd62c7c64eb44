// Part 2: the timeline load and acknowledged writes while the bench's PostgreSQL cluster restarts.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { Cluster } from './cluster.ts';
import { guardian, seedFamilyDatabase } from './family.ts';
import { benchEnv, forkBenchServer } from './processes.ts';
import { startReads, startWrites } from './writes.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function restartPart(
  cluster: Cluster,
  options: { connections: number; seconds: number; awaySeconds: number },
) {
  const { testDb, url, pool, childId } = await seedFamilyDatabase(cluster.adminUrl);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hibi-load-'));
  const server = await forkBenchServer(benchEnv(url, dataDir));
  try {
    const family = guardian(server.base, childId);
    const { rows } = await pool.query<{ media_id: string }>(
      'select media_id from deliveries where child_id = $1 and revoked_at is null order by shooting_at desc',
      [childId],
    );
    const stopReads = startReads(family.pageUrl, family.headers);
    const stopWrites = startWrites(
      family.downloadUrl,
      family.headers,
      rows.map((row) => row.media_id),
    );
    const load = autocannon({
      url: family.pageUrl,
      headers: await family.headers(),
      connections: options.connections,
      duration: options.seconds,
    });
    // The restart starts a quarter into the run, so the load is seen before, during and after it.
    await sleep((options.seconds * 1000) / 4);
    const restartStarted = performance.now();
    await cluster.restart(options.awaySeconds);
    const restartSeconds = (performance.now() - restartStarted) / 1000;
    const result = await load;
    const log = await stopWrites();
    const reads = await stopReads();
    // Every acknowledged write must be there (the pool reconnects after the restart).
    const { rows: present } = await pool.query<{ media_id: string }>(
      'select distinct media_id from download_history where child_id = $1 and media_id = any($2)',
      [childId, log.acknowledged],
    );
    const statuses = Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count]),
    );
    return {
      restartSeconds,
      timeline: { statuses, errors: result.errors, timeouts: result.timeouts, rps: result.requests.average },
      writes: {
        statuses: Object.fromEntries(log.statuses),
        acknowledged: log.acknowledged.length,
        missing: log.acknowledged.length - present.length,
        failedToConnect: log.failedToConnect,
      },
      reads: {
        statuses: Object.fromEntries(reads.statuses),
        unavailableWithoutRetryAfter: reads.unavailableWithoutRetryAfter + log.unavailableWithoutRetryAfter,
        failedToConnect: reads.failedToConnect,
      },
    };
  } finally {
    await server.stop();
    await testDb.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
