import path from 'node:path';
import { buildServer } from './app.ts';
import { seedDemoIfWanted } from './seed/seed-demo.ts';
import { loadSettings, SettingsError } from './settings/load-settings.ts';
import { startContext } from './start-context.ts';

/** Starts the whole service: settings, database and migrations, jobs, demo seed, HTTP. */
async function main() {
  const settings = await loadSettings();
  // The queue always runs (the upload API enqueues); its workers only when RUN_WORKERS is true.
  const { context, stopOnSignal } = await startContext(settings, { runWorkers: settings.RUN_WORKERS });
  const app = await buildServer(context);
  const { database, storage, jobs } = context;
  const seeded = await seedDemoIfWanted({ settings, database, storage, jobs });
  await app.listen({ port: settings.PORT, host: settings.HOST });
  stopOnSignal(() => app.close());

  const where = settings.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : path.join(settings.DATA_DIR, 'pglite');
  // A plain banner for people; request logs stay structured JSON for machines.
  console.log(
    [
      '',
      `ひびフォト is serving ${settings.PUBLIC_URL}/`,
      `  database: ${where}`,
      `  mail:     ${context.mailer.destination}`,
      ...(seeded ? ['', seeded] : []),
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof SettingsError ? error.message : error);
  process.exit(1);
});
