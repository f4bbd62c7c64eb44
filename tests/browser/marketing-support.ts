// Shared by the marketing-*.browser.test.ts files: one server and one Chromium per file, and a
// page that has hydrated (client-only pages show their h1 only then).
import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { openPage, useServerAndBrowser } from '#tests/support/browser.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { findCatalogueEntry, routeCatalogue } from '../../apps/web/app/route-catalogue.ts';

export interface Harness {
  server: TestServer;
  browser: Browser;
}

/** The marketing site's pages (not the app's, the console's or the blank layout's): one visit each in marketing-pages. */
export const marketingPaths = routeCatalogue
  .filter(
    (entry) =>
      entry.layout !== 'blank' &&
      entry.layout !== 'admin' &&
      !/^\/(mypage|timeline|photomovie|signup)\//.test(entry.path),
  )
  .map((entry) => entry.path);

/** Starts the server and the browser for the calling test file; read them after beforeAll. */
export const useHarness = (): Harness => useServerAndBrowser();

/** Opens a catalogued page and waits until its h1 (the catalogue's heading) is on screen. */
export async function visit(harness: Harness, path: string, width = 375, userAgent?: string) {
  const opened = await openPage(harness.browser, { width, ...(userAgent ? { userAgent } : {}) });
  const response = await opened.page.goto(`${harness.server.url}${path}`);
  expect(response?.status(), path).toBe(200);
  const heading = findCatalogueEntry(path)?.heading;
  if (heading) await expect.poll(() => opened.page.locator('h1').first().textContent()).toBe(heading);
  return opened;
}

/** The visible text of every match inside a page or an element, trimmed. */
export async function texts(scope: Page | Locator, selector: string): Promise<string[]> {
  return (await scope.locator(selector).allTextContents()).map((text) => text.trim());
}
