import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminSignInOnPage } from '#tests/support/admin-pages.ts';
import { openPage, useServerAndBrowser } from '#tests/support/browser.ts';
import { createFacility, createGuardian, testPassword } from '#tests/support/fixtures.ts';
import { expectPath, signInOnPage } from '#tests/support/guardian-pages.ts';
import { createStaff } from '#tests/support/staff.ts';
import { type CatalogueEntry, routeCatalogue } from '../../apps/web/app/route-catalogue.ts';
import { marketingPaths } from './marketing-support.ts';

const suite = useServerAndBrowser();
// The marketing pages get their one visit each in marketing-pages.browser.test.ts.
const publicPages = routeCatalogue.filter(
  (entry) => !entry.signedIn && !entry.staff && !marketingPaths.includes(entry.path),
);
const consolePages = routeCatalogue.filter((entry) => entry.staff);
const appPages = routeCatalogue.filter((entry) => entry.signedIn);

/** Opens each page in turn in one signed-in tab: a 200, its own heading, the site's title. */
async function expectPagesShown(page: Page, entries: readonly CatalogueEntry[], title: RegExp) {
  for (const entry of entries) {
    const response = await page.goto(`${suite.server.url}${entry.path}`);
    expect(response?.status(), entry.path).toBe(200);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe(entry.heading);
    expect(await page.title()).toMatch(title);
  }
}

describe('every route of the table, in Chromium', () => {
  it.each(publicPages.map((entry) => [entry.path, entry] as const))(
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

  it('shows each page of the signed-in app to an approved guardian', async () => {
    const facility = await createFacility(suite.server.database.db);
    const { guardian } = await createGuardian(suite.server.database.db, { facilityId: facility.id });
    const { page, errors, close } = await openPage(suite.browser);
    await page.goto(`${suite.server.url}/signin/`);
    await signInOnPage(page, guardian.email, testPassword);
    await expectPath(page, '/timeline/');
    await expectPagesShown(page, appPages, /ひびフォト/);
    // The sample movie id is no movie: its 400 is the page's own answer, not a broken page.
    expect(errors.filter((error) => !error.includes('status of 400'))).toEqual([]);
    await close();
    // Eleven pages, each loading its code on first visit.
  }, 60_000);

  it('shows each page of the console to a signed-in operator', async () => {
    const operator = await createStaff(suite.server.database.db);
    const { page, errors, close } = await openPage(suite.browser, { width: 1280 });
    await page.goto(`${suite.server.url}/admin/signin/`);
    await adminSignInOnPage(page, operator.email, testPassword);
    await expectPath(page, '/admin/approvals/');
    await expectPagesShown(page, consolePages, /管理画面 \| ひびフォト/);
    // The sample facility id is no id: its 400 is the page's own answer, not a broken page.
    expect(errors.filter((error) => !error.includes('status of 400'))).toEqual([]);
    await close();
    // Fourteen screens, each loading its code on first visit.
  }, 90_000);
});
