import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const buildMarker = path.join(root, 'apps/web/build/server/index.js');
const sources = [
  'apps/web/app',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
  'packages/contract/src',
  'packages/domain/src',
  'package-lock.json',
];

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const name of readdirSync(entry)) newest = Math.max(newest, newestChange(path.join(entry, name)));
  return newest;
}

/** True when the web build is missing or older than any of its sources. */
export function webBuildIsStale(): boolean {
  if (!existsSync(buildMarker)) return true;
  const built = statSync(buildMarker).mtimeMs;
  return sources.some((source) => newestChange(path.join(root, source)) > built);
}

/** Builds the web app when it is missing or stale, so `npm start` and the tests serve current code. */
export function ensureWebBuild(): void {
  if (!webBuildIsStale()) return;
  console.log('Building the web app (apps/web)…');
  // Always the production build: a test runner's NODE_ENV=test would bundle React's development build.
  const env = { ...process.env, NODE_ENV: 'production' };
  const started = new Date();
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error('The web app build failed');
  // Dated when it read its sources: a source saved during the build makes the next check build again.
  utimesSync(buildMarker, started, started);
}
