import { describe, expect, it } from 'vitest';
import { openPage, useServerAndBrowser } from '#tests/support/browser.ts';
import { createFacility, createGuardian, testPassword } from '#tests/support/fixtures.ts';
import { expectPath, signInOnPage } from '#tests/support/guardian-pages.ts';

const suite = useServerAndBrowser();

describe('the routing rules in the browser', () => {
  it('follows the 301 to the slash form, keeping type and the hash', async () => {
    const { page, close } = await openPage(suite.browser);
    await page.goto(`${suite.server.url}/parents/request?type=school&x=1#form`);
    expect(page.url()).toBe(`${suite.server.url}/parents/request/?type=school#form`);
    await close();
  });

  it('puts an in-app navigation to a slash-less path on its slash form', async () => {
    const { page, errors, close } = await openPage(suite.browser);
    await page.goto(`${suite.server.url}/contact/`);
    // The form's button is enabled once React has hydrated; a URL changed before that would be
    // hydrated against the wrong page's HTML (React error #418) on a busy machine.
    await expect
      .poll(() => page.getByRole('button', { name: /送信/ }).first().isEnabled(), { timeout: 15_000 })
      .toBe(true);
    // Runs in the page: a history change React Router follows like a link to a slash-less path.
    await page.evaluate(`
      window.history.pushState({}, '', '/faq?type=guardian#q1');
      window.dispatchEvent(new PopStateEvent('popstate'));
    `);
    await expect.poll(() => page.url()).toBe(`${suite.server.url}/faq/?type=guardian#q1`);
    expect(errors).toEqual([]);
    await close();
  });

  it('counts what the Content Security Policy blocks among the page’s errors, and forms have none', async () => {
    const { page, errors, close } = await openPage(suite.browser);
    // A form page runs zod, which would probe for eval (blocked) unless told not to.
    await page.goto(`${suite.server.url}/contact/`);
    await page.getByRole('button', { name: /送信/ }).first().click();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    // An inline script without the response's nonce is what the policy blocks.
    await page.evaluate(
      `document.body.append(Object.assign(document.createElement('script'), { textContent: '1' }))`,
    );
    await expect.poll(() => errors.join('\n')).toContain('CSP violation: script-src');
    await close();
  });

  it('shows the 404 error page for an unmatched route, with a way home', async () => {
    const { page, close } = await openPage(suite.browser);
    const response = await page.goto(`${suite.server.url}/no-such-page/`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByText('This page could not be found').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('ページが見つかりません。').count()).toBeGreaterThan(0);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    expect(await page.locator('svg').count()).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'トップへ戻る' }).click();
    await expect.poll(() => page.url()).toBe(`${suite.server.url}/`);
    await close();
  });

  it('leads a signed-in family home to its timeline: the logo and the error page', async () => {
    const { guardian } = await createGuardian(suite.server.database.db, {
      facilityId: (await createFacility(suite.server.database.db)).id,
    });
    const { page, errors, close } = await openPage(suite.browser);
    await page.goto(`${suite.server.url}/signin/`);
    await signInOnPage(page, guardian.email, testPassword);
    await expectPath(page, '/timeline/');
    await page.goto(`${suite.server.url}/faq/`);
    await expect.poll(() => page.locator('.site-logo a').getAttribute('href')).toBe('/timeline/');
    await page.goto(`${suite.server.url}/no-such-page/`);
    await page.getByRole('link', { name: 'タイムラインへ戻る' }).click();
    await expectPath(page, '/timeline/');
    expect(errors).toEqual([]);
    await close();
  });

  it('answers /404 itself without a redirect', async () => {
    const { page, close } = await openPage(suite.browser);
    const response = await page.goto(`${suite.server.url}/404`);
    expect(response?.status()).toBe(404);
    expect(page.url()).toBe(`${suite.server.url}/404`);
    await close();
  });

  it('reloads the page once when a route chunk fails to load', async () => {
    const { page, close } = await openPage(suite.browser);
    await page.goto(`${suite.server.url}/`);
    await page.waitForLoadState('networkidle');
    let blocked = 0;
    await page.route(/\/assets\/faq[^/]*\.js$/, (route) => {
      blocked += 1;
      return route.abort();
    });
    const reloaded = page.waitForEvent('load');
    await page.getByRole('link', { name: 'よくある質問' }).first().click();
    await reloaded;
    expect(blocked).toBeGreaterThan(0);
    await page.unroute(/\/assets\/faq[^/]*\.js$/);
    await close();
  });
});
