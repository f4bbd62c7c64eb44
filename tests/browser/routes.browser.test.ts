import { describe, expect, it } from 'vitest';
import { routeCatalogue } from '../../apps/web/app/route-catalogue.ts';
import { openPage, useServerAndBrowser } from '../support/browser.ts';

const suite = useServerAndBrowser();

describe('every route of the table, in Chromium', () => {
  it.each(routeCatalogue.map((entry) => [entry.path, entry] as const))(
    '%s shows its page',
    async (path, entry) => {
      const { page, errors, close } = await openPage(suite.browser);
      const response = await page.goto(`${suite.server.url}${path}`);
      expect(response?.status()).toBe(200);
      await expect.poll(() => page.locator('h1').first().textContent()).toBe(entry.heading);
      expect(await page.locator('html').getAttribute('lang')).toBe('ja');
      expect(await page.title()).toMatch(/ひびフォト/);
      expect(errors).toEqual([]);
      await close();
    },
  );
});
