// npm run bench:load [-- throughput restart worker]: the service under load and faults, on a
// PostgreSQL cluster the bench starts itself (bench/load/cluster.ts).
//   throughput: the timeline list beside the health check, one server process, alternating runs.
//   restart:    the same load while the cluster restarts, with acknowledged writes checked after.
//   worker:     kill -9 of the worker mid-ingest; every photo ingested once after a new one starts.
// BENCH_SECONDS (default 20) per target, BENCH_CONNECTIONS (16), BENCH_PHOTOS (24),
// BENCH_CPU_PROF=<folder> writes the server's CPU profile (throughput part).
import os from 'node:os';
import { ensureWebBuild } from '../../scripts/lib/web-build.ts';
import { type LoadResult, table } from '../timeline/load.ts';
import { startCluster } from './cluster.ts';
import { familyMedia } from './family.ts';
import { restartPart } from './part-restart.ts';
import { throughputPart } from './part-throughput.ts';
import { workerKillPart } from './part-worker-kill.ts';

const parts = process.argv.slice(2);
const wants = (part: string) => parts.length === 0 || parts.includes(part);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const load = () => (os.loadavg()[0] ?? 0).toFixed(1);
const log = (line: string) => console.log(line);

ensureWebBuild();
const cluster = await startCluster();
log(
  `PostgreSQL cluster of the bench at ${cluster.adminUrl}; ${os.cpus().length} CPUs, load average ${load()}`,
);
try {
  if (wants('throughput')) {
    const before = load();
    const { results, pageBytes } = await throughputPart(cluster.adminUrl, { connections, seconds });
    const [health, fixed, timeline] = results;
    log(
      `\n1. Throughput: one child of ${familyMedia} deliveries, a page of ${pageBytes} bytes of JSON; ` +
        `${seconds} s per target in 4 alternating segments; load average ${before} before, ${load()} after\n`,
    );
    log(
      table(results.map((r, i) => (i === 0 ? r : { ...r, baseline: health })).filter((r) => r !== undefined)),
    );
    if (health && fixed && timeline) {
      const ratio = (a: LoadResult, b: LoadResult) => (a.rps / b.rps).toFixed(2);
      log(`\ntimeline / health requests per second: ${ratio(timeline, health)}`);
      log(`answer of the page's size / health (the ceiling for that size): ${ratio(fixed, health)}`);
      log(`timeline / answer of its size: ${ratio(timeline, fixed)}`);
    }
  }
  if (wants('restart')) {
    const before = load();
    const awaySeconds = 3;
    const outcome = await restartPart(cluster, { connections, seconds, awaySeconds });
    log(
      `\n2. PostgreSQL restart (pg_ctl stop -m fast, ${awaySeconds} s away, start: ${outcome.restartSeconds.toFixed(1)} s ` +
        `in all) a quarter into ${seconds} s of timeline load at ${connections} connections, with download records ` +
        `written one after another; load average ${before} before, ${load()} after\n`,
    );
    log(
      `timeline answers by status: ${JSON.stringify(outcome.timeline.statuses)}, connection errors ${outcome.timeline.errors}, timeouts ${outcome.timeline.timeouts}, ${outcome.timeline.rps.toFixed(0)} req/s`,
    );
    log(
      `writes answered by status: ${JSON.stringify(outcome.writes.statuses)}, not connected ${outcome.writes.failedToConnect}`,
    );
    log(
      `timeline reads one after another (headers looked at), by status: ${JSON.stringify(outcome.reads.statuses)}, not connected ${outcome.reads.failedToConnect}`,
    );
    log(`503 answers without Retry-After: ${outcome.reads.unavailableWithoutRetryAfter}`);
    log(`acknowledged writes: ${outcome.writes.acknowledged}, missing afterwards: ${outcome.writes.missing}`);
    const fiveHundreds = (statuses: Record<string, number>) => statuses['500'] ?? 0;
    const all = [outcome.timeline.statuses, outcome.writes.statuses, outcome.reads.statuses];
    log(`answers of 500: ${all.reduce((sum, statuses) => sum + fiveHundreds(statuses), 0)}`);
  }
  if (wants('worker')) {
    const before = load();
    const photos = Number(process.env.BENCH_PHOTOS ?? 24);
    const limitSeconds = 120;
    const outcome = await workerKillPart(cluster, { photos, limitSeconds });
    const { final } = outcome;
    log(
      `\n3. kill -9 of the worker mid-ingest: ${outcome.uploaded} photos uploaded through the staff calls, the worker ` +
        `killed when ${outcome.readyAtKill} were ready, a new one started at once; load average ${before} before, ${load()} after\n`,
    );
    const complete =
      final.ready === photos &&
      final.matched === photos &&
      final.deliveries === final.accepted &&
      final.pending === 0;
    const when = `${outcome.doneSeconds.toFixed(0)} s after the restart`;
    log(
      `all ${photos} ingested and matched, each with an accepted face delivered: ${complete ? when : `NO (waited ${when})`} (aim: within ${limitSeconds} s)`,
    );
    log(
      `media rows ${final.media} (ready ${final.ready}, matched ${final.matched}, with the child's face accepted ` +
        `${final.accepted}), deliveries ${final.deliveries}, media delivered twice ${final.twice}, ingest and ` +
        `matching jobs still to run ${final.pending}`,
    );
  }
} finally {
  await cluster.remove();
}
