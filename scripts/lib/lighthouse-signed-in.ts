// Lighthouse on a page of the guardian app, in a browser that has signed in a demo family first.
// Lighthouse's Node API audits a Puppeteer page (the way its docs audit pages behind a sign-in):
// storage is kept, so the session cookies and the tab's access token stay.
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from '#tests/support/chromium.ts';
import { demoPassword } from './demo-sign-in.ts';

/** One Lighthouse run (mobile profile) of `path` for `email`, signed in through the real form. */
export async function signedInReport(
  baseUrl: string,
  path: string,
  email: string,
  categories: readonly string[],
) {
  const browser = await puppeteer.launch({
    executablePath: chromiumPath(),
    args: chromiumArgs,
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/signin/`);
    await page.locator('input[name=email]').fill(email);
    await page.locator('input[name=password]').fill(demoPassword);
    await page.locator('button[type=submit]:not([disabled])').click();
    await page.waitForSelector('.media-tile img.is-loaded', { timeout: 60_000 });
    const result = await lighthouse(
      `${baseUrl}${path}`,
      { output: 'json', logLevel: 'error', onlyCategories: [...categories], disableStorageReset: true },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned no result for ${path}`);
    return result.lhr;
  } finally {
    await browser.close();
  }
}
