import { describe, expect, it } from 'vitest';
import { openPage, useServerAndBrowser } from '#tests/support/browser.ts';

const suite = useServerAndBrowser();

describe('the API documentation at /api/docs/', () => {
  it('renders the operations under the server CSP without a violation', async () => {
    const { page, errors, close } = await openPage(suite.browser, { width: 1280 });
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto(`${suite.server.url}/api/docs/`);
    expect(response?.status()).toBe(200);
    await expect
      .poll(() => page.locator('.opblock-summary-path').count(), { timeout: 15_000 })
      .toBeGreaterThan(5);
    await expect.poll(() => page.getByText('/api/users/password/reset').count()).toBeGreaterThan(0);
    expect(await page.locator('.info .title').textContent()).toContain('ひびフォト API');
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});
