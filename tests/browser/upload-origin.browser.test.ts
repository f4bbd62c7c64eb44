import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFailed } from 'vitest';
import { openPage, useServerAndBrowser } from '#tests/support/browser.ts';
import { createFacility } from '#tests/support/fixtures.ts';
import { expectPath, signInOnPage } from '#tests/support/guardian-pages.ts';
import { signupClient, signupPassword } from '#tests/support/signup-client.ts';
import { photoFile } from '#tests/support/signup-pages.ts';

// Issue 44, point 5: the site opened by another name than PUBLIC_URL's (www or the bare domain,
// localhost for 127.0.0.1) uploads to the origin the page is on; an upload that gets no answer
// says so, instead of calling the photo unusable.
const suite = useServerAndBrowser();

async function atPhotosStep(page: Page, origin: string) {
  const facility = await createFacility(suite.server.database.db);
  const signup = signupClient(suite.server);
  const { guardian } = await signup.requested(facility.id);
  const email = (await signup.stateOf(guardian)).guardian?.email ?? '';
  await page.goto(`${origin}/signin/`);
  await signInOnPage(page, email, signupPassword);
  await expectPath(page, '/signup/');
  await page.getByRole('heading', { name: 'お子さまの顔写真' }).waitFor({ timeout: 8000 });
}

describe('reference photo uploads at 375 px', () => {
  it('go to the origin the page is on, whatever PUBLIC_URL names', async () => {
    const origin = suite.server.url.replace('127.0.0.1', 'localhost');
    expect(new URL(origin).origin).not.toBe(new URL(suite.server.context.settings.PUBLIC_URL).origin);
    const { page, errors, close } = await openPage(suite.browser, { width: 375 });
    onTestFailed(() =>
      page.screenshot({ path: '/tmp/upload-origin-fail.png', fullPage: true }).then(() => undefined),
    );
    await atPhotosStep(page, origin);
    const posted: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/storage/upload'))
        posted.push(request.url());
    });
    await page.getByLabel('写真を選ぶ').setInputFiles([await photoFile('a.jpg')]);
    // Uploaded: the tile goes on to the face check (this server runs none, so it stays there).
    await page.locator('.photo-tile-check', { hasText: '顔を確認しています…' }).waitFor({ timeout: 8000 });
    expect(posted.map((url) => new URL(url).origin)).toEqual([origin]);
    expect(errors).toEqual([]);
    await close();
  });

  it('say the upload got no answer, not that the photo will not do', async () => {
    const { page, close } = await openPage(suite.browser, { width: 375 });
    await atPhotosStep(page, suite.server.url);
    await page.route('**/storage/upload', (route) => route.abort('connectionfailed'));
    await page.getByLabel('写真を選ぶ').setInputFiles([await photoFile('a.jpg')]);
    const tile = page.locator('.photo-tile-bad');
    await expect.poll(() => tile.textContent(), { timeout: 8000 }).toContain('写真に問題はありません');
    expect(await tile.textContent()).not.toContain('使えません');
    await page.screenshot({ path: '/tmp/upload-unreached-375.png' });
    await close();
  });
});
