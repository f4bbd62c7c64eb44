// `--worker-process`: the measured phases run in a worker process of their own, started from the
// entry `npm run worker` starts (apps/server/src/worker.ts) on the harness's database and storage,
// so the memory and CPU reported are a worker's, without this bench's harness, enrolment and
// report. This process only queues the media and waits. PostgreSQL only, as the worker itself.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import type { DatabaseHandle } from '@hibi/db';
import type { PipelineDeps } from '../../apps/server/src/pipeline/pipeline-deps.ts';
import { ingestJob } from '../../apps/server/src/pipeline/pipeline-job-declarations.ts';
import { startPipeline } from '../../apps/server/src/pipeline/start-pipeline.ts';
import { processTimesMs } from './cpu-clock.ts';
import { waitUntilSettled } from './job-queue.ts';

const workerEntry = new URL('../../apps/server/src/worker.ts', import.meta.url).pathname;
const READY = 'worker: running the media pipeline jobs';

type Harness = {
  deps: PipelineDeps;
  dataDir: string;
  database: { handle: DatabaseHandle; url: string | undefined };
};

/** A field of /proc/<pid>/status in bytes (VmRSS, VmHWM: the peak since the last reset). */
function statusBytes(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match?.[1] ?? 0) * 1024;
}

function started(child: ChildProcess, errors: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the worker process ended before it was ready (${code})`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      if (line.includes(READY)) resolve();
      // The worker's logger writes JSON lines; at LOG_LEVEL=error every one is an error.
      else if (line.startsWith('{')) errors.push(line.slice(0, 300));
    });
  });
}

export async function startWorkerProcess(harness: Harness) {
  const { url, handle } = harness.database;
  if (!url) throw new Error('--worker-process needs TEST_DATABASE_URL: a worker opens PostgreSQL itself');
  const errors: string[] = [];
  const child = spawn(process.execPath, ['--max-semi-space-size=4', workerEntry], {
    // MALLOC_ARENA_MAX comes with this process's environment (decision 0050).
    env: {
      ...process.env,
      DATABASE_URL: url,
      DATA_DIR: harness.dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
      // One process, whatever the cores (decision 0060): the bench measures a process.
      WORKER_PROCESSES: '1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await started(child, errors);
  const pid = child.pid ?? 0;
  const idleRss = statusBytes(pid, 'VmRSS');
  const logger = {
    error: (details: { err?: unknown }, message: string) => errors.push(`${message}: ${String(details.err)}`),
  };
  const queue = await startPipeline({
    database: handle,
    databaseUrl: url,
    storage: harness.deps.storage,
    now: harness.deps.now,
    logger,
    runWorkers: false,
  });
  return {
    /** The worker's resident memory once started, before its first photo loads the face models. */
    idleRss,
    async measure(mediaIds: string[]) {
      const errorsBefore = errors.length;
      writeFileSync(`/proc/${pid}/clear_refs`, '5'); // resets VmHWM to the current RSS
      const startedRss = statusBytes(pid, 'VmRSS');
      const before = processTimesMs(pid);
      const startedAt = performance.now();
      for (const mediaId of mediaIds) await queue.jobs.enqueue(ingestJob, { mediaId });
      await waitUntilSettled(harness.deps.db);
      const wallMs = performance.now() - startedAt;
      const after = processTimesMs(pid);
      if (!before || !after) throw new Error('the worker process is gone');
      return {
        wallMs,
        cpuMs: after.ownMs - before.ownMs,
        childCpuMs: (after.childrenMs ?? 0) - (before.childrenMs ?? 0),
        memory: { startedRss, peakRss: statusBytes(pid, 'VmHWM'), samples: 0 },
        detectionMs: [] as number[],
        errors: errors.slice(errorsBefore),
      };
    },
    async stop() {
      await queue.stop();
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
