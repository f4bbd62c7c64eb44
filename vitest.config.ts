import { defineConfig } from 'vitest/config';

const setupFiles = ['tests/setup/fail-on-console-error.ts'];
const ignored = ['**/node_modules/**', '**/build/**'];
// Files that start the server: one migrated template database for the run, copied per file.
const serverFiles = {
  setupFiles,
  globalSetup: ['tests/setup/web-build.ts', 'tests/setup/test-database.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{apps,packages}/**/*.test.{ts,tsx}'],
          exclude: [...ignored, '**/*.int.test.ts'],
          setupFiles,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['{apps,packages}/**/*.int.test.ts', 'tests/integration/**/*.int.test.ts'],
          exclude: ignored,
          ...serverFiles,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.browser.test.ts'],
          exclude: ignored,
          ...serverFiles,
        },
      },
    ],
  },
});
