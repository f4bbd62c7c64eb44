// Part 1: one server process on PostgreSQL; the timeline list beside the health check.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type LoadResult, loadHttp } from '../timeline/load.ts';
import { guardian, seedFamilyDatabase } from './family.ts';
import { benchEnv, forkBenchServer } from './processes.ts';
import { alternate } from './throughput.ts';

export async function throughputPart(adminUrl: string, options: { connections: number; seconds: number }) {
  const { testDb, url, childId } = await seedFamilyDatabase(adminUrl);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hibi-load-'));
  const server = await forkBenchServer(benchEnv(url, dataDir));
  try {
    const family = guardian(server.base, childId);
    const health = { label: 'GET /api/health', request: async () => ({ url: `${server.base}/api/health` }) };
    const timeline = {
      label: 'GET timeline/list (60 items)',
      request: async () => ({ url: family.pageUrl, headers: await family.headers() }),
    };
    const page = await fetch(family.pageUrl, { headers: await family.headers() });
    const bytes = (await page.arrayBuffer()).byteLength;
    // The same query as the health check, answering as many bytes as the page: what size alone costs.
    const fixed = {
      label: `health query, ${bytes} B answer`,
      request: async () => ({ url: `${server.base}/api/bench/fixed-answer?bytes=${bytes}` }),
    };
    const targets = [health, fixed, timeline];
    for (const target of targets) {
      await loadHttp('warm-up', await target.request(), { connections: 4, seconds: 2 });
    }
    const results: LoadResult[] = await alternate(targets, { ...options, rounds: 4 });
    return { results, pageBytes: bytes };
  } finally {
    await server.stop();
    await testDb.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
