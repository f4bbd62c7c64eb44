import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '@hibi/db/testing';
import { describe, expect, it } from 'vitest';

const workerEntry = path.resolve(import.meta.dirname, 'worker.ts');

/** The processes whose parent is `pid`, from /proc. */
async function childrenOf(pid: number): Promise<number[]> {
  const found: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // "pid (command) state ppid …": the command may hold spaces, so read after its ")".
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (parent === pid) found.push(Number(entry));
  }
  return found.sort();
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, seconds = 150): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.runIf(process.env.TEST_DATABASE_URL)('npm run worker as several processes (PostgreSQL)', () => {
  it('runs WORKER_PROCESSES of them, starts one again when it dies, and stops all on SIGTERM', async () => {
    const database = await createTestDatabase();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hibi-workers-'));
    const supervisor = spawn(process.execPath, ['--max-semi-space-size=4', workerEntry], {
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'error',
        WORKER_PROCESSES: '2',
        PIPELINE_CONCURRENCY: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    supervisor.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    supervisor.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const pid = supervisor.pid ?? 0;
    try {
      await until(
        async () => output,
        (text) => text.includes('2 processes, 1 face engines each'),
      );
      expect(output.match(/running the media pipeline jobs/g)).toHaveLength(2);
      const first = await childrenOf(pid);
      expect(first).toHaveLength(2);

      process.kill(first[0] ?? 0, 'SIGKILL');
      const again = await until(
        () => childrenOf(pid),
        (now) => now.length === 2 && !now.includes(first[0] ?? 0),
      );
      expect(again).toContain(first[1]);
      expect(again).toHaveLength(2);
      expect(output).toContain('ひびフォト worker 1 stopped (SIGKILL); starting it again');

      const exited = once(supervisor, 'exit');
      supervisor.kill('SIGTERM');
      const [code] = await exited;
      expect(code).toBe(0);
      expect(await childrenOf(pid)).toEqual([]);
      for (const child of again) expect(() => process.kill(child, 0)).toThrow();
    } finally {
      if (supervisor.exitCode === null) supervisor.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
      await database.drop();
    }
  }, 400_000);
});
