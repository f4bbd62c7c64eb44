import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminSignInOnPage } from '#tests/support/admin-pages.ts';
import { expectAccessible } from '#tests/support/axe.ts';
import { openPage, useServerAndBrowser } from '#tests/support/browser.ts';
import { testPassword } from '#tests/support/fixtures.ts';
import { expectPath, signInOnPage } from '#tests/support/guardian-pages.ts';
import { createStaff } from '#tests/support/staff.ts';
import { familyWithMedia } from '#tests/support/timeline-family.ts';
import { routeCatalogue } from '../../apps/web/app/route-catalogue.ts';

// Issue 44's walk: every screen of the app and of the console on a phone and on a tablet, each
// without sideways scrolling and axe-clean, with a screenshot kept to be looked at.
const suite = useServerAndBrowser();
// The sample ids stand for pages whose own test shows them with real data.
const shown = (entry: (typeof routeCatalogue)[number]) => !entry.path.includes('sample');
const appPages = routeCatalogue.filter((entry) => entry.signedIn && shown(entry));
const consolePages = routeCatalogue.filter((entry) => entry.staff && shown(entry));

async function walk(page: Page, paths: string[], width: number) {
  for (const path of paths) {
    await page.goto(`${suite.server.url}${path}`);
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    await expectAccessible(page, `${path} at ${width} px`);
    const name = path.replaceAll('/', '_').replace(/^_|_$/g, '') || 'home';
    await page.screenshot({ path: `/tmp/walk-shots/${width}-${name}.png`, fullPage: true });
  }
}

/** Signs in on the page as whom the screens are for; answers their screens' paths. */
const audiences = {
  'the family app': async (page: Page) => {
    const family = await familyWithMedia(suite.server, { type: 'premium', days: 2, perDay: 2 });
    await page.goto(`${suite.server.url}/signin/`);
    await signInOnPage(page, family.email, testPassword);
    await expectPath(page, '/timeline/');
    return appPages.map((entry) => entry.path);
  },
  'the console': async (page: Page) => {
    const operator = await createStaff(suite.server.database.db);
    await page.goto(`${suite.server.url}/admin/signin/`);
    await adminSignInOnPage(page, operator.email, testPassword);
    await expectPath(page, '/admin/approvals/');
    return consolePages.map((entry) => entry.path);
  },
};

describe.each([375, 768])('every screen at %i px', (width) => {
  it.each(Object.entries(audiences))(
    'of %s',
    async (_, signIn) => {
      const { page, errors, close } = await openPage(suite.browser, { width });
      await walk(page, await signIn(page), width);
      expect(errors).toEqual([]);
      await close();
    },
    120_000,
  );
});
