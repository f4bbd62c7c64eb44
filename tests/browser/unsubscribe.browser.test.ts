import { describe, expect, it } from 'vitest';
import { openPage, useServerAndBrowser } from '#tests/support/browser.ts';
import { createFacility, createGuardian, loginAs } from '#tests/support/fixtures.ts';
import { unsubscribeUrl } from '../../apps/server/src/mail/unsubscribe.ts';

const suite = useServerAndBrowser();

describe('the unsubscribe link of a mail, opened in a browser', () => {
  it('shows a styled confirmation whose button stops that mail', async () => {
    const facility = await createFacility(suite.server.database.db);
    const { guardian } = await createGuardian(suite.server.database.db, { facilityId: facility.id });
    const link = new URL(
      unsubscribeUrl(suite.server.context.settings, { guardianId: guardian.id, type: 'photo_delivery' }),
    );
    const { page, errors, close } = await openPage(suite.browser);

    await page.goto(`${suite.server.url}${link.pathname}${link.search}`);
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

    const { headers } = await loginAs(suite.server.url, guardian.email);
    const items = await (await fetch(`${suite.server.url}/api/users/notifications`, { headers })).json();
    expect(items).toContainEqual({ type: 'photo_delivery', optout: true });
  });
});
