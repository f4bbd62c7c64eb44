import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// `#tests/…` is the test support code wherever a test sits (root package.json's imports for Node).
const resolve = { alias: { '#tests': fileURLToPath(new URL('./tests', import.meta.url)) } };

const setupFiles = ['tests/setup/fail-on-console-error.ts'];
const ignored = ['**/node_modules/**', '**/build/**'];
// Files that start the server: one migrated template database for the run, copied per file.
const serverFiles = {
  setupFiles,
  globalSetup: ['tests/setup/web-build.ts', 'tests/setup/test-database.ts'],
  // A browser walk or an ffmpeg encode takes seconds alone and several times that while three
  // files share two cores: the limit catches a hang, not a slow machine.
  testTimeout: 60_000,
  hookTimeout: 90_000,
};

// Files that never touch the database: browser files of pages without data (marketing, legal,
// SEO, the API document, the menu), the face engine's and Stripe's own tests. CI's second pass, on
// PGlite, leaves them out with TEST_DATABASE_ONLY=1: they ran in its first pass and would only
// spend the two cores again.
const databaseFree = {
  browser: [
    'tests/browser/marketing-*.browser.test.ts',
    'tests/browser/legal-pages.browser.test.ts',
    'tests/browser/api-docs.browser.test.ts',
    'tests/browser/site-menu.browser.test.ts',
  ],
  integration: [
    'packages/vision/**/*.int.test.ts',
    'apps/server/src/payments/stripe/stripe-payment-provider.int.test.ts',
  ],
};
const databaseOnly = process.env.TEST_DATABASE_ONLY === '1';
const leftOut = (project: keyof typeof databaseFree) => (databaseOnly ? databaseFree[project] : []);

export default defineConfig({
  test: {
    // Files wait on PostgreSQL, HTTP and Chromium more than on the CPU: three at once on two cores
    // (Vitest's default is cores - 1, a single file at a time here). docs/decisions/0019.
    maxWorkers: Number(process.env.TEST_WORKERS) || 3,
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          include: ['{apps,packages}/**/*.test.{ts,tsx}'],
          exclude: [...ignored, '**/*.int.test.ts'],
          setupFiles,
          // Pure functions: one module graph per worker instead of one per file.
          isolate: false,
        },
      },
      {
        resolve,
        test: {
          name: 'integration',
          include: ['{apps,packages}/**/*.int.test.ts', 'tests/integration/**/*.int.test.ts'],
          exclude: [...ignored, ...leftOut('integration')],
          ...serverFiles,
          // Each file starts its own server and database; the modules behind them load once a worker.
          isolate: false,
        },
      },
      {
        resolve,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.browser.test.ts'],
          exclude: [...ignored, ...leftOut('browser')],
          ...serverFiles,
          // As integration files: each file has its own server, database and Chromium; the server's
          // and the tests' modules load once a worker, not once a file (docs/decisions/0019).
          isolate: false,
          // A page waits on a server and a browser that share two cores with other files: polls get
          // 10 s (Vitest's default is 1 s), the same as Playwright's own expectations.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
