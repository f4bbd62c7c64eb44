// Signing in a demo family through the real sign-in screen, for measurements and screenshots.
import type { Page } from 'playwright-core';

export const demoPassword = 'hibi-demo-pass';

/** Fills and sends the sign-in form; resolves with the ms until the timeline shows `tiles` photos. */
export async function signInToTimeline(page: Page, baseUrl: string, email: string, tiles = 12) {
  await page.goto(`${baseUrl}/signin/`);
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード').fill(demoPassword);
  // The button works once the page has hydrated.
  await page.locator('button[type=submit]:not([disabled])').waitFor();
  const started = performance.now();
  await page.getByRole('button', { name: 'ログイン' }).click();
  // Polled from here: the site's CSP refuses the string evaluation waitForFunction would need.
  const loaded = page.locator('.media-tile img.is-loaded');
  const deadline = started + 60_000;
  while ((await loaded.count()) < tiles) {
    if (performance.now() > deadline) throw new Error(`fewer than ${tiles} photos shown after 60 s`);
    await page.waitForTimeout(20);
  }
  return performance.now() - started;
}
