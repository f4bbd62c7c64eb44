// A production build of the web app in a private directory, for measurements. Two reasons not to
// use apps/web/build: a build started from Vitest inherits NODE_ENV=test and bundles React's
// development build, and other processes may rebuild that directory mid-measurement.
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface ProductionBuild {
  dir: string;
  remove(): Promise<void>;
}

/** Builds with NODE_ENV=production into a new temporary directory (react-router.config.ts reads HIBI_WEB_BUILD_DIR). */
export async function buildForProduction(): Promise<ProductionBuild> {
  // Inside the repository (tmp/ is git-ignored), so the server bundle still finds node_modules.
  await mkdir(path.join(root, 'tmp'), { recursive: true });
  const dir = await mkdtemp(path.join(root, 'tmp', 'web-build-'));
  const result = spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', HIBI_WEB_BUILD_DIR: dir },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`The web app build failed:\n${result.stdout}\n${result.stderr}`);
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
