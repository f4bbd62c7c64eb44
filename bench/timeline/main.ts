// npm run bench: the timeline on 1,000,000 media in PostgreSQL, served by the real server and
// fetched by the bare SQL in the same run; then sign-in throughput at the chosen argon2 cost.
// TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the server; the bench
// creates and drops its own database. BENCH_SECONDS sets the length of each run (default 5).
import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '@hibi/db/testing';
import type pg from 'pg';
import { timelinePageSize } from '../../apps/server/src/api/timeline/timeline-view.ts';
import { hashPassword } from '../../apps/server/src/auth/passwords.ts';
import { ensureWebBuild } from '../../scripts/lib/web-build.ts';
import { type LoadResult, loadHttp, loadSql, table } from './load.ts';
import { benchEmail, benchEmailOf, benchShape, manyChildren, seedBenchData } from './seed-data.ts';
import { benchStatements, explain, firstPages, prepared } from './statements.ts';

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const password = 'bench-password-1';
const deepPages = 40;
const log = (line: string) => console.log(line);

ensureWebBuild();
const testDb = await createTestDatabase({ adminUrl });
if (testDb.handle.dialect !== 'postgres') throw new Error('the bench needs PostgreSQL');
const pool: pg.Pool = testDb.handle.client;
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hibi-bench-'));
let server: ChildProcess | undefined;
try {
  log(`Seeding ${benchShape.media.toLocaleString()} media over ${benchShape.facilities} facilities…`);
  const client = await pool.connect();
  const { childId, manyChildIds } = await seedBenchData(client, await hashPassword(password), log).finally(
    () => client.release(),
  );

  server = fork(path.join(import.meta.dirname, 'server-process.ts'), {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: testDb.url,
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://127.0.0.1',
      SESSION_SECRET: 's'.repeat(40),
      MEDIA_SIGNING_SECRET: 'm'.repeat(40),
      LOG_LEVEL: 'warn',
    },
  });
  const [{ port }] = (await once(server, 'message')) as [{ port: number }];
  const base = `http://127.0.0.1:${port}`;
  const loginBody = JSON.stringify({ email: benchEmail, password });
  const json = { 'content-type': 'application/json' };
  const signIn = async (body = loginBody) => {
    const response = await fetch(`${base}/api/users/login`, { method: 'POST', headers: json, body });
    const { accessToken } = (await response.json()) as { accessToken: string };
    return { authorization: `Bearer ${accessToken}` };
  };
  const pageUrl = (token?: string, child = childId) =>
    `${base}/api/${child}/timeline/list${token ? `?paginationToken=${encodeURIComponent(token)}` : ''}`;
  // Many families at once, each child's deliveries scattered over the table (seed-data.ts): what a
  // cache warmed by one child's pages hides. Guardians 0 … 99 signed in, each asking for its own child.
  const manyGuardians = 100;
  const manyRequests = [];
  for (let i = 0; i < manyGuardians; i++) {
    const headers = await signIn(JSON.stringify({ email: benchEmailOf(i), password }));
    manyRequests.push({ url: pageUrl(undefined, manyChildIds[i]), headers });
  }

  // Walk 40 pages (2,400 items) in, as a guardian scrolling far back would.
  let deepToken: string | undefined;
  for (let page = 0; page < deepPages; page++) {
    const response = await fetch(pageUrl(deepToken), { headers: await signIn() });
    deepToken = ((await response.json()) as { nextPaginationToken: string }).nextPaginationToken;
  }
  if (!deepToken) throw new Error('the bench child has too few pages');

  const { firstPage, deepPage, access } = await benchStatements(testDb.handle.db, pool, childId, deepToken);
  const manyFirst = {
    inTurn: (await firstPages(testDb.handle.db, pool, manyChildIds)).map((page) => [
      prepared(page, 'bench_first'),
    ]),
  };
  log(`\nEXPLAIN ANALYZE, first page:\n${await explain(pool, firstPage)}`);
  log(`\nEXPLAIN ANALYZE, page 41:\n${await explain(pool, deepPage)}`);

  const first = prepared(firstPage, 'bench_first');
  const deep = prepared(deepPage, 'bench_deep');
  const both = [prepared(access, 'bench_access'), first];
  const warm = { connections: 4, seconds: 1 };
  await loadSql('warm-up', pool, [first], warm);
  await loadHttp('warm-up', { url: pageUrl(), headers: await signIn() }, warm);
  const loadBefore = os.loadavg()[0] ?? 0;
  const runs: (LoadResult & { baseline?: LoadResult })[] = [];
  for (const connections of [1, 10]) {
    const options = { connections, seconds };
    const bare = await loadSql('bare SQL, prepared: page 1', pool, [first], options);
    const get = (label: string, token?: string) =>
      signIn().then((headers) => loadHttp(label, { url: pageUrl(token), headers }, options));
    runs.push(
      bare,
      { ...(await loadSql('bare SQL, unprepared: page 1', pool, [firstPage], options)), baseline: bare },
      { ...(await loadSql('bare SQL, prepared: access + page 1', pool, both, options)), baseline: bare },
      { ...(await get('GET timeline/list: page 1')), baseline: bare },
    );
    const bareDeep = await loadSql('bare SQL, prepared: page 41', pool, [deep], options);
    runs.push(bareDeep, { ...(await get('GET timeline/list: page 41', deepToken)), baseline: bareDeep });
    const bareMany = await loadSql(
      `bare SQL, prepared: page 1, ${manyChildren} children in turn`,
      pool,
      manyFirst,
      options,
    );
    const getMany = await loadHttp(
      `GET timeline/list: page 1, ${manyGuardians} families in turn`,
      manyRequests,
      options,
    );
    runs.push(bareMany, { ...getMany, baseline: bareMany });
  }
  const login = { url: `${base}/api/users/login`, method: 'POST' as const, headers: json, body: loginBody };
  runs.push(await loadHttp('POST users/login (argon2id 19 MiB, t=2)', login, { connections: 4, seconds }));

  const { rows } = await pool.query('select count(*) from deliveries where child_id = $1', [childId]);
  log(
    `\nOne child's timeline (${rows[0].count} deliveries, ${timelinePageSize} items a page); ${seconds} s a run over loopback; ` +
      `${os.cpus().length} CPUs, load average ${loadBefore.toFixed(1)} before and ${(os.loadavg()[0] ?? 0).toFixed(1)} after the runs:\n`,
  );
  log(table(runs));
} finally {
  server?.disconnect();
  if (server) await once(server, 'exit');
  await testDb.drop();
  await rm(dataDir, { recursive: true, force: true });
}
