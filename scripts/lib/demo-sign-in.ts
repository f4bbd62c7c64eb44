// Signing in a demo family through the real sign-in screen, for measurements and screenshots.
import type { Page } from 'playwright-core';

export const demoPassword = 'hibi-demo-pass';

/** Fills and sends the sign-in form; resolves when the timeline shows its first `tiles` photos. */
export async function signInToTimeline(page: Page, baseUrl: string, email: string, tiles = 12) {
  await page.goto(`${baseUrl}/signin/`);
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード').fill(demoPassword);
  const button = page.getByRole('button', { name: 'ログイン' });
  await button.waitFor();
  await page.waitForFunction('!document.querySelector("button[type=submit]").disabled');
  const started = performance.now();
  await button.click();
  await page.waitForFunction(
    `document.querySelectorAll('.media-tile img.is-loaded').length >= ${tiles}`,
    null,
    {
      timeout: 60_000,
    },
  );
  return performance.now() - started;
}
