import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsubscribeUrl } from '../../apps/server/src/mail/unsubscribe.ts';
import { launchBrowser, openPage } from '../support/browser.ts';
import { createFacility, createGuardian, loginAs } from '../support/fixtures.ts';
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

describe('the unsubscribe link of a mail, opened in a browser', () => {
  it('shows a styled confirmation whose button stops that mail', async () => {
    const facility = await createFacility(server.database.db);
    const { guardian } = await createGuardian(server.database.db, { facilityId: facility.id });
    const link = new URL(
      unsubscribeUrl(server.context.settings, { guardianId: guardian.id, type: 'photo_delivery' }),
    );
    const { page, errors, close } = await openPage(browser);

    await page.goto(`${server.url}${link.pathname}${link.search}`);
    expect(await page.locator('h1').textContent()).toBe('配信停止の確認');
    // The page's own style (allowed by its nonce) gives the button its colour.
    const colour = await page
      .locator('button')
      .evaluate((button) => getComputedStyle(button).backgroundColor);
    expect(colour).toBe('rgb(240, 140, 60)');

    await page.locator('button', { hasText: '配信を停止する' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('配信を停止しました');
    expect(errors).toEqual([]);
    await close();

    const { headers } = await loginAs(server.url, guardian.email);
    const items = await (await fetch(`${server.url}/api/users/notifications`, { headers })).json();
    expect(items).toContainEqual({ type: 'photo_delivery', optout: true });
  });
});
