// Runs the real server on the production build, on a free loopback port with a throw-away
// DATA_DIR, for measurements and screenshots. Not for tests: they use tests/support/test-server.ts.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface ProductionServer {
  url: string;
  /** Its DATA_DIR: the mail outbox is DATA_DIR/mail/. */
  dataDir: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/robots.txt`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer within ${timeoutMs} ms`);
}

/**
 * Starts `apps/server/src/main.ts` with NODE_ENV=production serving `buildDir`; with `demo`, on
 * the seeded demo facility and its families (the app's pages need someone signed in).
 */
export async function startProductionServer(
  buildDir: string,
  options: { demo?: boolean } = {},
): Promise<ProductionServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hibi-measure-'));
  const child = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      SEED_DEMO: options.demo ? 'auto' : 'false',
      WEB_BUILD_DIR: buildDir,
      LOG_LEVEL: 'warn',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      MEDIA_SIGNING_SECRET: randomBytes(32).toString('hex'),
    },
  });
  // Seeding the demo ingests its photos and videos first.
  await waitUntilUp(url, child, options.demo ? 240_000 : 60_000);
  return {
    url,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
