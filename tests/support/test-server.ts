import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '@hibi/db/testing';
import { buildServer } from '../../apps/server/src/app.ts';
import { loadSettings } from '../../apps/server/src/settings/load-settings.ts';

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/**
 * The real server on a free loopback port, with its own database (a fresh PostgreSQL database
 * under TEST_DATABASE_URL, else in-memory PGlite) and its own DATA_DIR.
 */
export async function startTestServer(options: { checkDatabase?: () => Promise<boolean> } = {}) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hibi-test-'));
  const testDatabase = await createTestDatabase();
  const settings = await loadSettings({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://127.0.0.1',
  });
  const checkDatabase = options.checkDatabase ?? (() => testDatabase.handle.ping());
  const app = await buildServer({ settings, checkDatabase, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    dataDir,
    database: testDatabase.handle,
    async close() {
      // Tests may leave a response body unread; its keep-alive socket must not hold the close.
      const closing = app.close();
      app.server.closeAllConnections();
      await closing;
      await testDatabase.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
