import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// `#tests/…` is the test support code wherever a test sits (root package.json's imports for Node).
// `~/…` is the web app's own alias (apps/web/vite.config.ts), so its modules load under test as they build.
const resolve = {
  alias: {
    '#tests': fileURLToPath(new URL('./tests', import.meta.url)),
    '~': fileURLToPath(new URL('./apps/web/app', import.meta.url)),
  },
};

const setupFiles = ['tests/setup/fail-on-console-error.ts'];
const ignored = ['**/node_modules/**', '**/build/**'];
// Files that start the server: one migrated template database for the run, copied per file.
const serverFiles = {
  setupFiles,
  // A browser walk or an ffmpeg encode takes seconds alone and several times that while four
  // files share two cores: the limit catches a hang, not a slow machine.
  testTimeout: 60_000,
  hookTimeout: 90_000,
  // Each file starts its own server, database and Chromium; the server's and the tests' modules
  // load once a worker, not once a file (docs/decisions/0019).
  isolate: false,
};
const integrationFiles = ['{apps,packages}/**/*.int.test.ts', 'tests/integration/**/*.int.test.ts'];
const browserFiles = ['tests/browser/**/*.browser.test.ts'];
// A page waits on a server and a browser that share two cores with three other files: polls get
// 20 s (Vitest's default is 1 s).
const browserExpect = { poll: { timeout: 20_000 } };

// Files that never touch the database: browser files of pages without data (marketing, legal,
// SEO, the API document, the menu), the face engine's and Stripe's own tests. The PGlite projects
// leave them out: they would only spend the two cores again.
const databaseFree = [
  'tests/browser/marketing-*.browser.test.ts',
  'tests/browser/legal-pages.browser.test.ts',
  'tests/browser/api-docs.browser.test.ts',
  'tests/browser/site-menu.browser.test.ts',
  'tests/integration/page-weight.int.test.ts',
  'packages/vision/**/*.int.test.ts',
  'apps/server/src/billing/providers/stripe/stripe-payment-provider.int.test.ts',
];

/**
 * CI (TEST_ALSO_ON_PGLITE=1 beside TEST_DATABASE_URL): the integration and browser files run a
 * second time on the embedded PGlite that every newcomer runs, in the same run, so the two cores
 * stay busy from the first file to the last (docs/decisions/0034).
 */
const onPglite = (name: string, include: string[], more: object = {}): TestProjectInlineConfiguration => ({
  resolve,
  test: {
    name: `${name}-pglite`,
    include,
    exclude: [...ignored, ...databaseFree],
    ...serverFiles,
    ...more,
    globalSetup: ['tests/setup/web-build.ts', 'tests/setup/pglite-template.ts'],
    // An empty URL is no URL: each file opens its own in-memory PGlite.
    env: { TEST_DATABASE_URL: '' },
  },
});
const alsoOnPglite = process.env.TEST_ALSO_ON_PGLITE === '1' && Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    // Files wait on the database, HTTP and Chromium as well as on the CPU: four at once keep both
    // cores busy (Vitest's default is cores - 1, a single file at a time here). docs/decisions/0019.
    maxWorkers: Number(process.env.TEST_WORKERS) || 4,
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
          include: integrationFiles,
          exclude: ignored,
          ...serverFiles,
          globalSetup: ['tests/setup/web-build.ts', 'tests/setup/test-database.ts'],
        },
      },
      {
        resolve,
        test: {
          name: 'browser',
          include: browserFiles,
          exclude: ignored,
          ...serverFiles,
          globalSetup: ['tests/setup/web-build.ts', 'tests/setup/test-database.ts'],
          expect: browserExpect,
        },
      },
      ...(alsoOnPglite
        ? [
            onPglite('integration', integrationFiles),
            onPglite('browser', browserFiles, { expect: browserExpect }),
          ]
        : []),
    ],
  },
});
