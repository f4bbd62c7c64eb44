// `npm run worker`: the background jobs without the web server, for scale-out (DESIGN.md §7).
import { migrateDatabase, openDatabase } from '@hibi/db';
import { createMailer } from './mail/mailer.ts';
import { startPipeline } from './pipeline/start-pipeline.ts';
import { loadSettings, SettingsError } from './settings/load-settings.ts';
import { createStorage } from './storage/create-storage.ts';
import { createMediaUrlSigner } from './storage/signed-media-url.ts';

async function worker() {
  const settings = await loadSettings();
  if (!settings.DATABASE_URL) {
    // PGlite's files belong to the one server process; its workers run inside it.
    throw new SettingsError(
      'npm run worker needs DATABASE_URL (PostgreSQL); the embedded default runs workers in the server.',
    );
  }
  const database = await openDatabase({ url: settings.DATABASE_URL });
  await migrateDatabase(database);
  const now = () => new Date();
  const storage = createStorage(settings, createMediaUrlSigner(settings.MEDIA_SIGNING_SECRET), now);
  const pipeline = await startPipeline({
    database,
    storage,
    now,
    logger: { error: (details, message) => console.error(message, details) },
    databaseUrl: settings.DATABASE_URL,
    runWorkers: true,
    mail: { mailer: createMailer(settings), settings },
  });
  console.log('ひびフォト worker: running the media pipeline jobs');
  const shutdown = async () => {
    await pipeline.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

worker().catch((error: unknown) => {
  console.error(error instanceof SettingsError ? error.message : error);
  process.exit(1);
});
