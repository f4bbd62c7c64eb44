// `npm run worker`: the background jobs without the web server, for scale-out (DESIGN.md §7). On
// more than three cores it runs one process per two cores (decision 0060).
import { workerProcesses } from './pipeline/worker-processes.ts';
import { loadSettings, SettingsError } from './settings/load-settings.ts';
import { startContext } from './start-context.ts';
import { superviseWorkers, WORKER_READY } from './worker-supervisor.ts';

async function worker() {
  const settings = await loadSettings();
  if (!settings.DATABASE_URL) {
    // PGlite's files belong to the one server process; its workers run inside it.
    throw new SettingsError(
      'npm run worker needs DATABASE_URL (PostgreSQL); the embedded default runs workers in the server.',
    );
  }
  const plan = workerProcesses({
    processes: settings.WORKER_PROCESSES,
    concurrency: settings.PIPELINE_CONCURRENCY,
  });
  if (plan.processes > 1) return superviseWorkers(import.meta.filename, plan);
  const { stopOnSignal } = await startContext(settings, { runWorkers: true, workerProcess: true });
  stopOnSignal();
  console.log('ひびフォト worker: running the media pipeline jobs');
  process.send?.(WORKER_READY);
}

worker().catch((error: unknown) => {
  console.error(error instanceof SettingsError ? error.message : error);
  process.exit(1);
});
