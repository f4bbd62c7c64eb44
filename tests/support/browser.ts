import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { chromiumArgs, chromiumPath, fullChromiumPath } from './chromium.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/** Debian's Chromium driven by playwright-core (no browser download); `notifications`: the full one. */
export async function launchBrowser(options: { notifications?: boolean } = {}): Promise<Browser> {
  const executablePath = options.notifications ? fullChromiumPath() : chromiumPath();
  if (!executablePath) throw new Error('No Chromium: set CHROMIUM_PATH or install chromium');
  return chromium.launch({ executablePath, args: chromiumArgs });
}

/** A phone-sized Japanese page that records the page's own errors, so tests can assert none. */
export async function openPage(browser: Browser, options: { width?: number; userAgent?: string } = {}) {
  const context = await browser.newContext({
    locale: 'ja-JP',
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
    viewport: { width: options.width ?? 375, height: 812 },
    acceptDownloads: true,
  });
  // A click or a wait on a machine running four test files at once can take longer than
  // Playwright's 30 s; the test's own limit still catches a hang.
  context.setDefaultTimeout(60_000);
  // A script or style the Content Security Policy blocks is a bug even when the page copes (zod
  // probing eval, say): each violation becomes one of the page's errors.
  await context.addInitScript({
    content: `document.addEventListener('securitypolicyviolation', (event) =>
      console.error('CSP violation: ' + event.violatedDirective + ' ' + event.blockedURI + ' ' + event.sourceFile));`,
  });
  const page: Page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // A 404 page logs its own failed document request; anything else red is a bug.
    if (message.type() === 'error' && !message.text().includes('404')) errors.push(message.text());
  });
  return { page, errors, close: () => context.close() };
}

/** What useServerAndBrowser hands a test file: its server and its Chromium. */
export type BrowserSuite = { server: TestServer; browser: Browser };

/**
 * One test server and one Chromium for a browser test file, started before its tests and closed
 * after them. Read `suite.server` and `suite.browser` inside tests.
 */
export function useServerAndBrowser(
  options: Parameters<typeof startTestServer>[0] = {},
  browserOptions: Parameters<typeof launchBrowser>[0] = {},
) {
  const suite = {} as BrowserSuite;
  beforeAll(async () => {
    [suite.server, suite.browser] = await Promise.all([
      startTestServer(options),
      launchBrowser(browserOptions),
    ]);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.close();
  });
  return suite;
}
