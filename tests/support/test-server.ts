import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseWaits } from '@hibi/db';
import { createTestDatabase } from '@hibi/db/testing';
import { buildServer } from '../../apps/server/src/app.ts';
import { createPaymentProvider } from '../../apps/server/src/billing/providers/create-payment-provider.ts';
import type { PaymentProvider } from '../../apps/server/src/billing/providers/payment-provider.ts';
import type { AppContext } from '../../apps/server/src/context.ts';
import type { RetryPolicy } from '../../apps/server/src/jobs/job-definition.ts';
import { createMailer } from '../../apps/server/src/mail/mailer.ts';
import { startMailJobs } from '../../apps/server/src/mail/start-mail-jobs.ts';
import { startPipeline } from '../../apps/server/src/pipeline/start-pipeline.ts';
import { pushVapidDetails } from '../../apps/server/src/push/push-vapid.ts';
import { startPushJobs } from '../../apps/server/src/push/start-push-jobs.ts';
import { loadSettings } from '../../apps/server/src/settings/load-settings.ts';
import { createStorage } from '../../apps/server/src/storage/create-storage.ts';
import { createMediaUrlSigner } from '../../apps/server/src/storage/signed-media-url.ts';

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

type TestServerOptions = {
  checkDatabase?: () => Promise<boolean>;
  /** A fixed or movable clock; the real one by default. */
  now?: () => Date;
  /** Runs the job queue and the media pipeline's workers (face detection on worker threads). */
  pipeline?: boolean;
  /** Shorter bounds on the database's waits, for tests of a database kept busy. */
  databaseWaits?: Partial<DatabaseWaits>;
  /** Wraps the payment provider, for tests of a provider that fails on the way. */
  payments?: (provider: PaymentProvider) => PaymentProvider;
  /** More settings, as environment variables (STRIPE_* to test the Stripe provider, SMTP_URL). */
  env?: Record<string, string>;
  /** The mail job's retries (seconds, not the production's minutes, for tests of a mail server that is down). */
  mailRetry?: RetryPolicy;
};

/**
 * The real server on a free loopback port, with its own database (a fresh PostgreSQL database
 * under TEST_DATABASE_URL, else in-memory PGlite), its own DATA_DIR, storage and mail outbox, and
 * the job queue with the workers sending mail and pushes (the pipeline's workers with `pipeline`).
 */
export async function startTestServer(options: TestServerOptions = {}) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hibi-test-'));
  const testDatabase = await createTestDatabase({ waits: options.databaseWaits });
  const settings = await loadSettings({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://127.0.0.1',
    // As if behind one load balancer, so tests can speak for several clients through X-Forwarded-For.
    TRUST_PROXY: '1',
    ...options.env,
  });
  const now = options.now ?? (() => new Date());
  // As production makes it: a bucket when the test names one (S3_* in env), else files under its
  // own DATA_DIR, uploaded to the path on whatever origin the page is on.
  const storage = createStorage(settings, createMediaUrlSigner(settings.MEDIA_SIGNING_SECRET), now);
  // Failed jobs are kept for assertions (tests fail on console.error).
  const jobErrors: { message: string; details: object }[] = [];
  // The queue always runs, since every mail goes through it; the pipeline's workers when asked.
  const pipeline = await startPipeline({
    database: testDatabase.handle,
    storage,
    now,
    logger: { error: (details: object, message: string) => jobErrors.push({ message, details }) },
    databaseUrl: testDatabase.url,
    runWorkers: options.pipeline ?? false,
  });
  const context: AppContext = {
    settings,
    database: testDatabase.handle,
    // The outbox in DATA_DIR/mail, or SMTP_URL when the test sets one.
    mailer: createMailer(settings),
    storage,
    payments: (options.payments ?? ((provider) => provider))(
      createPaymentProvider(settings, testDatabase.handle, now),
    ),
    now,
    jobs: pipeline.jobs,
  };
  const mailDeps = { db: testDatabase.handle.db, mailer: context.mailer, mailFrom: settings.MAIL_FROM, now };
  const mailRetry = options.mailRetry && { retry: options.mailRetry };
  const pushDeps = { db: testDatabase.handle.db, vapid: pushVapidDetails(settings), now };
  const app = await startMailJobs(pipeline.jobs, mailDeps, { work: true, ...mailRetry })
    .then(() => startPushJobs(pipeline.jobs, pushDeps, { work: true }))
    .then(() => buildServer(context, { logger: false, checkDatabase: options.checkDatabase }))
    .catch(async (error: unknown) => {
      // Workers polling a database about to be dropped would outlive the failed test file.
      await pipeline.stop();
      throw error;
    });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return {
    app,
    context,
    url: `http://127.0.0.1:${port}`,
    dataDir,
    jobErrors,
    database: testDatabase.handle,
    async close() {
      // Tests may leave a response body unread; its keep-alive socket must not hold the close.
      const closing = app.close();
      app.server.closeAllConnections();
      await closing;
      await pipeline.stop();
      await testDatabase.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
