import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeCatalogue } from '../../apps/web/app/route-catalogue.ts';
import { launchBrowser, openPage } from '../support/browser.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('every route of the table, in Chromium', () => {
  it.each(routeCatalogue.map((entry) => [entry.path, entry] as const))(
    '%s shows its page',
    async (path, entry) => {
      const { page, errors, close } = await openPage(browser);
      const response = await page.goto(`${server.url}${path}`);
      expect(response?.status()).toBe(200);
      await expect.poll(() => page.locator('h1').first().textContent()).toBe(entry.heading);
      expect(await page.locator('html').getAttribute('lang')).toBe('ja');
      expect(await page.title()).toMatch(/ひびフォト/);
      expect(errors).toEqual([]);
      await close();
    },
  );
});
