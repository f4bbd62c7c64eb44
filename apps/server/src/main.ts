import path from 'node:path';
import { migrateDatabase, openDatabase } from '@hibi/db';
import { buildServer } from './app.ts';
import type { AppContext } from './context.ts';
import { createMailer } from './mail/mailer.ts';
import { startPipeline } from './pipeline/start-pipeline.ts';
import { seedDemoIfWanted } from './seed/seed-demo.ts';
import { loadSettings, SettingsError } from './settings/load-settings.ts';
import { createStorage } from './storage/create-storage.ts';
import { createMediaUrlSigner } from './storage/signed-media-url.ts';

/** Starts the whole service: settings, database and migrations, demo seed, HTTP. */
async function main() {
  const settings = await loadSettings();
  const database = await openDatabase({ url: settings.DATABASE_URL, dataDir: settings.DATA_DIR });
  await migrateDatabase(database);
  const mailer = createMailer(settings);
  const now = () => new Date();
  const storage = createStorage(settings, createMediaUrlSigner(settings.MEDIA_SIGNING_SECRET), now);
  // The queue always runs (the upload API enqueues); its workers only when RUN_WORKERS is true.
  const pipeline = await startPipeline({
    database,
    storage,
    now,
    logger: { error: (details, message) => console.error(message, details) },
    databaseUrl: settings.DATABASE_URL,
    runWorkers: settings.RUN_WORKERS,
    mail: { mailer, settings },
  });
  const context: AppContext = { settings, database, mailer, storage, now, jobs: pipeline.jobs };
  const app = await buildServer(context);

  const seeded = await seedDemoIfWanted({ settings, database, storage });
  await app.listen({ port: settings.PORT, host: settings.HOST });
  const where = settings.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : path.join(settings.DATA_DIR, 'pglite');
  // A plain banner for people; request logs stay structured JSON for machines.
  console.log(
    [
      '',
      `ひびフォト is serving ${settings.PUBLIC_URL}/`,
      `  database: ${where}`,
      `  mail:     ${mailer.destination}`,
      ...(seeded ? ['', seeded] : []),
      '',
    ].join('\n'),
  );

  const shutdown = async () => {
    await app.close();
    await pipeline.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  if (error instanceof SettingsError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
