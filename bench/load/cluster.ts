// A PostgreSQL cluster of the bench's own, in a temporary folder on a free port, so the bench may
// stop and restart it (never the machine's cluster). initdb refuses root: run as `postgres` then.
import { execFile } from 'node:child_process';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './processes.ts';

const run = promisify(execFile);
const bin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export type Cluster = Awaited<ReturnType<typeof startCluster>>;

export async function startCluster() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'hibi-load-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout), Number(gid));
  }
  const pg = (tool: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args])
      : run(path.join(bin, tool), args);
  const port = await freePort();
  const data = path.join(dir, 'data');
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=on`;
  const ctl = (...args: string[]) => pg('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-w', ...args]);
  await pg('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8']);
  await ctl('-o', options, 'start');
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** Stops at once (`-m fast`: sessions are cut), stays away `awaySeconds`, then starts again. */
    async restart(awaySeconds: number) {
      await ctl('-m', 'fast', 'stop');
      await new Promise((resolve) => setTimeout(resolve, awaySeconds * 1000));
      await ctl('-o', options, 'start');
    },
    async remove() {
      await ctl('-m', 'immediate', 'stop').catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}
