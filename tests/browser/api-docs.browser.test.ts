import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('the API documentation at /api/docs/', () => {
  it('renders the operations under the server CSP without a violation', async () => {
    const { page, errors, close } = await openPage(browser, { width: 1280 });
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto(`${server.url}/api/docs/`);
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
