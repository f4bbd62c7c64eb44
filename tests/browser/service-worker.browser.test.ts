import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useServerAndBrowser } from '#tests/support/browser.ts';
import { createFacility, createGuardian, testPassword } from '#tests/support/fixtures.ts';
import { expectPath, signInOnPage, signOutOnPage } from '#tests/support/guardian-pages.ts';

const suite = useServerAndBrowser();

/** The page's Cache Storage names: only listing them, since caches.open() creates a missing cache. */
function cacheNames(page: Page): Promise<string[]> {
  return page.evaluate(() => caches.keys());
}

/** Every URL in the page's Cache Storage, by cache name. */
function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const found: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      found[name] = (await cache.keys()).map((request) => new URL(request.url).pathname);
    }
    return found;
  });
}

describe('the service worker (docs/decisions/0016)', () => {
  it('keeps the app shell for a flaky connection, never media or API answers, and forgets pages at sign-out', async () => {
    const facility = await createFacility(suite.server.database.db);
    // Waiting for approval: the waiting screen has the sign-out button (the approved app's frame
    // has none yet), and the worker's rules do not depend on the account.
    const { guardian } = await createGuardian(suite.server.database.db, {
      facilityId: facility.id,
      status: 'requested',
    });
    const storage = suite.server.context.storage;
    const key = `media/${facility.id}/sw-test/thumbnail.webp`;
    await storage.put(key, Buffer.from('a family photo'), 'image/webp');
    const mediaUrl = await storage.readUrl(key, { expiresInSeconds: 600 });

    // Tab A signs in; the worker it registered controls the next page opened on the site.
    const { page: signedIn, errors, close } = await openPage(suite.browser);
    await signedIn.goto(`${suite.server.url}/signin/`);
    await signInOnPage(signedIn, guardian.email, testPassword);
    await expectPath(signedIn, '/signup/');
    await signedIn.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const page = await signedIn.context().newPage();
    const timeline = await page.goto(`${suite.server.url}/timeline/`);
    expect(timeline?.fromServiceWorker()).toBe(true);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);

    // Media and API answers pass through the worker untouched.
    expect(
      await page.evaluate(async (url) => {
        const media = await fetch(url);
        const api = await fetch('/api/users/userInfo');
        return [media.status, api.status];
      }, mediaUrl),
    ).toEqual([200, 401]);
    expect((await cachedUrls(page))['hibi-pages-v1']).toEqual(['/timeline/']);
    const cached = Object.values(await cachedUrls(page)).flat();
    expect(cached.some((path) => path.startsWith('/assets/'))).toBe(true);
    expect(cached.filter((path) => /^\/(api|media|storage)\//.test(path))).toEqual([]);

    // Offline, a reload still gets the page from the worker's cache.
    await page.context().setOffline(true);
    const offline = await page.goto(`${suite.server.url}/timeline/`);
    expect(offline?.status()).toBe(200);
    expect(offline?.fromServiceWorker()).toBe(true);
    expect(await page.locator('html').getAttribute('lang')).toBe('ja');
    await page.context().setOffline(false);

    // The server still answers what it decides: 301 to the slash form, 404 for no page.
    const redirected = await page.goto(`${suite.server.url}/mypage/plan`);
    expect(new URL(page.url()).pathname).toBe('/mypage/plan/');
    expect(redirected?.request().redirectedFrom()?.url()).toBe(`${suite.server.url}/mypage/plan`);
    const missing = await page.goto(`${suite.server.url}/mypage/no-such-page/`);
    expect(missing?.status()).toBe(404);
    expect((await cachedUrls(page))['hibi-pages-v1']).toEqual(['/timeline/', '/mypage/plan/']);

    // Tab A signs out: the pages go, and no media were ever kept.
    const logout = signedIn.waitForResponse((response) => response.url().endsWith('/api/users/logout'));
    await signOutOnPage(signedIn);
    expect(await (await logout).headerValue('clear-site-data')).toBe('"cache"');
    await expectPath(signedIn, '/signin/');
    // The sign-out deletes them once the server has answered: give a busy machine more than 1 s.
    // Polled by name: opening each cache to list it would re-create one deleted in between.
    await expect
      .poll(async () => (await cacheNames(page)).filter((name) => name.startsWith('hibi-pages-')), {
        timeout: 10_000,
      })
      .toEqual([]);
    const left = Object.values(await cachedUrls(page)).flat();
    expect(left.filter((path) => /^\/(api|media|storage)\//.test(path))).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});
