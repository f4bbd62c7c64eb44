// The processes the load bench runs: the bench's server process (bench/timeline/server-process.ts,
// API only, no job queue) or the real server and worker entries, each with the bench's settings.
import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';

const root = path.join(import.meta.dirname, '../..');

/** What every process of the bench shares; DATABASE_URL and DATA_DIR are the run's own. */
export function benchEnv(databaseUrl: string, dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://127.0.0.1',
    SESSION_SECRET: 's'.repeat(40),
    MEDIA_SIGNING_SECRET: 'm'.repeat(40),
    LOG_LEVEL: 'warn',
    RUN_WORKERS: 'false',
  };
}

/** Node's --cpu-prof into BENCH_CPU_PROF (a folder), when set: the profile is written at exit. */
const profiling = () =>
  process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : [];

export type Running = { base: string; stop(): Promise<void> };

/** The bench's server process; it answers its port over IPC and stops when disconnected. */
export async function forkBenchServer(env: NodeJS.ProcessEnv): Promise<Running> {
  const script = path.join(root, 'bench/timeline/server-process.ts');
  const child = fork(script, { env, execArgv: [...process.execArgv, ...profiling()] });
  const [{ port }] = (await once(child, 'message')) as [{ port: number }];
  return {
    base: `http://127.0.0.1:${port}`,
    async stop() {
      child.disconnect();
      await once(child, 'exit');
    },
  };
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** An entry of apps/server (main.ts, worker.ts) as its own process, output prefixed by `name`. */
export function startEntry(name: string, entry: string, env: NodeJS.ProcessEnv): ChildProcess {
  const child = fork(path.join(root, 'apps/server/src', entry), { env, stdio: 'pipe' });
  const prefix = (chunk: Buffer) =>
    `${chunk
      .toString()
      .trimEnd()
      .split('\n')
      .map((line) => `  [${name}] ${line}`)
      .join('\n')}\n`;
  child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(prefix(chunk)));
  child.stderr?.on('data', (chunk: Buffer) => process.stdout.write(prefix(chunk)));
  return child;
}

/** Waits until GET url answers 200, polling every 200 ms, for at most `seconds`. */
export async function waitForOk(url: string, seconds = 60) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer 200 within ${seconds} s`);
}
