import { describe, expect, it } from 'vitest';
import { openPage, useServerAndBrowser } from '#tests/support/browser.ts';

// The public pages' stylesheets come written into their HTML, the links disabled (decision 0051).
const suite = useServerAndBrowser();

describe('a public page’s stylesheets written into its HTML', () => {
  it('styles the page from the HTML alone, before and without any script', async () => {
    const context = await suite.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 812 },
    });
    const page = await context.newPage();
    const stylesheetRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheetRequests.push(request.url());
    });
    await page.goto(`${suite.server.url}/faq/`);
    // site.css sets the body's margin to 0 and its font stack; without it Chromium's 8 px and serif show.
    expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('Hiragino');
    // marketing-site.css: a question group's top padding.
    expect(
      await page
        .locator('.faq-group')
        .first()
        .evaluate((group) => getComputedStyle(group).paddingTop),
    ).toBe('32px');
    expect(stylesheetRequests).toEqual([]);
    await context.close();
  });

  it('keeps the public rules when the app’s stylesheet joins on the way to sign-in and back', async () => {
    const { page, errors, close } = await openPage(suite.browser);
    await page.goto(`${suite.server.url}/faq/`);
    await expect.poll(() => page.getByRole('button', { name: 'メニュー' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'ログイン' }).click();
    await expect.poll(() => page.url()).toBe(`${suite.server.url}/signin/`);
    // The sign-in page's part (app.css) is fetched and enabled; the public ones stay written in.
    await expect
      .poll(() => page.locator('link[rel="stylesheet"][href*="/assets/app-"]:not([disabled])').count())
      .toBe(1);
    expect(await page.locator('style[data-inlined-from]').count()).toBe(2);
    expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
    await page.goBack();
    await expect.poll(() => page.locator('h1').textContent()).toBe('よくある質問');
    expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
    expect(errors).toEqual([]);
    await close();
  });
});
