// `npm test`: the whole suite. Browser tests need Chromium; without it they are skipped in a
// visible line, unless REQUIRE_BROWSER=1 (CI), where a missing browser is a failure.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumPath } from '#tests/support/chromium.ts';
import { ensureWebBuild } from './lib/web-build.ts';

// `npm test -- --project integration --project browser` runs just those. CI sets
// TEST_ALSO_ON_PGLITE=1 beside TEST_DATABASE_URL: the integration and browser files then run on
// PostgreSQL and again on the embedded PGlite, in one run (vitest.config.ts).
const args = process.argv.slice(2);
const chosen = args.flatMap((arg, index) => (args[index - 1] === '--project' ? [arg] : []));
const wanted = (name: string) => chosen.length === 0 || chosen.includes(name);
const projects = ['unit', 'integration'].filter(wanted);
const browser = wanted('browser') ? chromiumPath() : undefined;
if (browser) {
  ensureWebBuild();
  projects.push('browser');
} else if (wanted('browser') && process.env.REQUIRE_BROWSER === '1') {
  console.error('REQUIRE_BROWSER=1 but no Chromium was found (set CHROMIUM_PATH or install chromium).');
  process.exit(1);
}
if (process.env.TEST_ALSO_ON_PGLITE === '1' && process.env.TEST_DATABASE_URL) {
  projects.push(...projects.filter((name) => name !== 'unit').map((name) => `${name}-pglite`));
}

const report = path.join(os.tmpdir(), `hibi-vitest-${process.pid}.json`);
const others = args.filter((arg, index) => arg !== '--project' && args[index - 1] !== '--project');
const vitestArgs = [
  'vitest',
  'run',
  ...projects.flatMap((name) => ['--project', name]),
  '--reporter=default',
  '--reporter=json',
  '--reporter=./tests/setup/slowest-files-reporter.ts',
  `--outputFile.json=${report}`,
  ...others,
];
const result = spawnSync('npx', vitestArgs, { stdio: 'inherit' });
if (wanted('browser') && !browser)
  console.log(
    '\n⚠ SKIPPED: browser tests (no Chromium at CHROMIUM_PATH, /usr/bin/chromium-headless-shell or /usr/bin/chromium)\n',
  );
printSummary();
process.exit(result.status ?? 1);

/** One plain closing line that any CI can read. */
function printSummary() {
  try {
    const totals = JSON.parse(readFileSync(report, 'utf8'));
    const skipped = totals.numPendingTests + totals.numTodoTests;
    console.log(
      `tests: ${totals.numPassedTests} passed, ${totals.numFailedTests} failed, ${skipped} skipped`,
    );
    rmSync(report, { force: true });
  } catch {
    console.log('tests: 0 passed, 1 failed (no test report was written)');
  }
}
