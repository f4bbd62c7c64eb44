import { defineConfig } from 'vitest/config';

const setupFiles = ['tests/setup/fail-on-console-error.ts'];
const ignored = ['**/node_modules/**', '**/build/**'];

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
          setupFiles,
          globalSetup: ['tests/setup/web-build.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.browser.test.ts'],
          exclude: ignored,
          setupFiles,
          globalSetup: ['tests/setup/web-build.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
