import { migrateDatabase, openDatabase } from '@hibi/db';
import { createPaymentProvider } from './billing/providers/create-payment-provider.ts';
import { startBillingJobs } from './billing/test-renewal-job.ts';
import type { AppContext } from './context.ts';
import { createMailer } from './mail/mailer.ts';
import { startMailJobs } from './mail/start-mail-jobs.ts';
import { startPipeline } from './pipeline/start-pipeline.ts';
import { pushVapidDetails } from './push/push-vapid.ts';
import { startPushJobs } from './push/start-push-jobs.ts';
import type { Settings } from './settings/load-settings.ts';
import { createStorage } from './storage/create-storage.ts';
import { createMediaUrlSigner } from './storage/signed-media-url.ts';

type StartOptions = {
  /** Run the workers (the pipeline's, and the one sending mail) in this process. */
  runWorkers: boolean;
  /** `npm run worker`: no requests to serve, so its own thread runs one face engine too. */
  workerProcess?: boolean;
};

/**
 * What the server and the worker processes share at start: the database (migrated), mail,
 * storage and the job queue.
 */
export async function startContext(settings: Settings, { runWorkers, workerProcess = false }: StartOptions) {
  const database = await openDatabase({ url: settings.DATABASE_URL, dataDir: settings.DATA_DIR });
  await migrateDatabase(database);
  const mailer = createMailer(settings);
  const now = () => new Date();
  const storage = createStorage(settings, createMediaUrlSigner(settings.MEDIA_SIGNING_SECRET), now);
  const pipeline = await startPipeline({
    database,
    storage,
    now,
    logger: {
      error: (details, message) => console.error(message, details),
      info: (details, message) => console.log(message, JSON.stringify(details)),
    },
    databaseUrl: settings.DATABASE_URL,
    runWorkers,
    facesOnThisThread: workerProcess,
    concurrency: settings.PIPELINE_CONCURRENCY,
    mail: { settings },
  });
  // Mail is sent by the workers; every process queues it.
  const mailDeps = { db: database.db, mailer, mailFrom: settings.MAIL_FROM, now };
  await startMailJobs(pipeline.jobs, mailDeps, { work: runWorkers });
  const pushDeps = { db: database.db, vapid: pushVapidDetails(settings), now };
  await startPushJobs(pipeline.jobs, pushDeps, { work: runWorkers });
  const payments = createPaymentProvider(settings, database, now);
  const context: AppContext = { settings, database, mailer, storage, payments, now, jobs: pipeline.jobs };
  if (runWorkers) await startBillingJobs(context, pipeline.jobs);

  /** Stops on SIGINT/SIGTERM: whatever `before` closes first, then the queue and the database. */
  function stopOnSignal(before: () => Promise<void> = async () => {}) {
    const shutdown = async () => {
      await before();
      await pipeline.stop();
      await database.close();
      process.exit(0);
    };
    process.once('SIGINT', shutdown);
    process.once('SIGTERM', shutdown);
  }
  return { context, stopOnSignal };
}
