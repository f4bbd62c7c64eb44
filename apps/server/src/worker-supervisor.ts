// `npm run worker` on a machine of many cores: several worker processes of the same entry, each
// with its share of the cores (decision 0060). Each is started once the one before is ready (each
// migrates the database first, which two must not do at once); one that dies is started again.
import { type ChildProcess, spawn } from 'node:child_process';
import type { WorkerProcesses } from './pipeline/worker-processes.ts';

/** What a worker started by the supervisor sends once its jobs run. */
export const WORKER_READY = 'ready';
const RESTART_AFTER_MS = 2_000;

export async function superviseWorkers(entry: string, plan: WorkerProcesses): Promise<void> {
  const children = new Set<ChildProcess>();
  let stopping = false;

  function start(index: number): Promise<void> {
    return new Promise((ready) => {
      const child = spawn(process.execPath, [...process.execArgv, entry], {
        env: { ...process.env, WORKER_PROCESSES: '1', PIPELINE_CONCURRENCY: String(plan.concurrency) },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      children.add(child);
      child.on('message', (message) => message === WORKER_READY && ready());
      child.on('exit', (code, signal) => {
        children.delete(child);
        ready();
        if (stopping) {
          if (children.size === 0) process.exit(0);
          return;
        }
        console.error(`ひびフォト worker ${index + 1} stopped (${signal ?? code}); starting it again`);
        setTimeout(() => void start(index), RESTART_AFTER_MS);
      });
    });
  }

  // The terminal's Ctrl-C reaches every process of the group; SIGTERM reaches this one only.
  process.once('SIGINT', () => {
    stopping = true;
  });
  process.once('SIGTERM', () => {
    stopping = true;
    for (const child of children) child.kill('SIGTERM');
  });
  for (let index = 0; index < plan.processes && !stopping; index++) await start(index);
  console.log(`ひびフォト worker: ${plan.processes} processes, ${plan.concurrency} face engines each`);
}
