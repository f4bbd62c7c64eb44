import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '@hibi/db/testing';
import { buildServer } from '../../apps/server/src/app.ts';
import type { AppContext } from '../../apps/server/src/context.ts';
import { createOutboxMailer } from '../../apps/server/src/mail/mailer.ts';
import { loadSettings } from '../../apps/server/src/settings/load-settings.ts';
import { createLocalStorage } from '../../apps/server/src/storage/local-storage.ts';
import { createMediaUrlSigner } from '../../apps/server/src/storage/signed-media-url.ts';

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

type TestServerOptions = {
  checkDatabase?: () => Promise<boolean>;
  /** A fixed or movable clock; the real one by default. */
  now?: () => Date;
};

/**
 * The real server on a free loopback port, with its own database (a fresh PostgreSQL database
 * under TEST_DATABASE_URL, else in-memory PGlite), its own DATA_DIR, storage and mail outbox.
 */
export async function startTestServer(options: TestServerOptions = {}) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hibi-test-'));
  const testDatabase = await createTestDatabase();
  const settings = await loadSettings({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://127.0.0.1',
  });
  const now = options.now ?? (() => new Date());
  const context: AppContext = {
    settings,
    database: testDatabase.handle,
    mailer: createOutboxMailer(path.join(dataDir, 'mail'), settings.MAIL_FROM),
    storage: createLocalStorage(
      path.join(dataDir, 'storage'),
      createMediaUrlSigner(settings.MEDIA_SIGNING_SECRET),
      now,
    ),
    now,
  };
  const app = await buildServer(context, { logger: false, checkDatabase: options.checkDatabase });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return {
    app,
    context,
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
