import { describe, expect, it } from 'vitest';
import { expectAccessible } from '#tests/support/axe.ts';
import { openPage, useServerAndBrowser } from '#tests/support/browser.ts';
import { testPassword } from '#tests/support/fixtures.ts';
import { expectPath, signInOnPage } from '#tests/support/guardian-pages.ts';
import { movieFamily } from '#tests/support/movie-family.ts';

const suite = useServerAndBrowser();

async function signedIn(email: string, width = 375) {
  const opened = await openPage(suite.browser, { width });
  await opened.page.goto(`${suite.server.url}/signin/`);
  await signInOnPage(opened.page, email, testPassword);
  await expectPath(opened.page, '/timeline/');
  return opened;
}

describe.each([375, 1440])('photo movies at %i px', (width) => {
  it('lists the week as new, plays its MP4 and then shows it as seen', async () => {
    const family = await movieFamily(suite.server, { type: 'premium', video: true });
    const { page, errors, close } = await signedIn(family.email, width);
    await page.getByRole('link', { name: 'フォトムービー' }).first().click();
    const card = page.locator('.movie-card');
    await card.getByText('2026/11/16〜2026/11/22').waitFor();
    expect(await card.locator('.movie-card-new').textContent()).toBe('NEW');
    await expectAccessible(page, `photo movie list at ${width}`);
    await card.getByRole('link').click();
    // The card names the movie’s child, so a brother’s movie opens as his (decision 0042).
    await expectPath(page, `/photomovie/${family.movieId}/?child=${family.childId}`);
    const video = page.locator('video.movie-video');
    await video.waitFor();
    await video.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      return element.play();
    });
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeGreaterThan(0.2);
    await expectAccessible(page, `photo movie player at ${width}`);
    await page.goto(`${suite.server.url}/photomovie/`);
    await card.first().waitFor();
    expect(await card.locator('.movie-card-new').count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('photo movies', () => {
  it('shows its photos one by one while the video is being made', async () => {
    const family = await movieFamily(suite.server, { type: 'trial', video: false });
    const { page, close } = await signedIn(family.email);
    await page.goto(`${suite.server.url}/photomovie/${family.movieId}/`);
    await page.getByText('ムービーを作成しています。').waitFor();
    await page.getByRole('button', { name: '写真を順に見る' }).click();
    await expect
      .poll(() => page.locator('.movie-slideshow-controls span').textContent(), { timeout: 6000 })
      .toBe('2 / 3');
    await close();
  });

  it('shows a free family what the paid plan gives, without asking the server for movies', async () => {
    const family = await movieFamily(suite.server, { type: 'free', video: true });
    const { page, errors, close } = await signedIn(family.email);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/timeline/photomovie')) asked.push(request.url());
    });
    await page.goto(`${suite.server.url}/photomovie/`);
    await page.getByRole('heading', { name: 'フォトムービーは有料プランでお楽しみいただけます' }).waitFor();
    await page.getByRole('link', { name: '有料プランを見る' }).waitFor();
    await expectAccessible(page, 'free photo movies');
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});
