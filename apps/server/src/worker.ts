// `npm run worker`: the background jobs without the web server, for scale-out (DESIGN.md §7).
import { loadSettings, SettingsError } from './settings/load-settings.ts';
import { startContext } from './start-context.ts';

async function worker() {
  const settings = await loadSettings();
  if (!settings.DATABASE_URL) {
    // PGlite's files belong to the one server process; its workers run inside it.
    throw new SettingsError(
      'npm run worker needs DATABASE_URL (PostgreSQL); the embedded default runs workers in the server.',
    );
  }
  const { stopOnSignal } = await startContext(settings, { runWorkers: true, workerProcess: true });
  stopOnSignal();
  console.log('ひびフォト worker: running the media pipeline jobs');
}

worker().catch((error: unknown) => {
  console.error(error instanceof SettingsError ? error.message : error);
  process.exit(1);
});
