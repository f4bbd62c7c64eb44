import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { probeVideo } from '@hibi/media';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '#tests/support/axe.ts';
import { useServerAndBrowser } from '#tests/support/browser.ts';
import { expectPath, toastText } from '#tests/support/guardian-pages.ts';
import { movieFamily } from '#tests/support/movie-family.ts';
import { signedInAt } from '#tests/support/signed-in-page.ts';
import { defaultBordersIn, listMarkersIn, onFirstScreen, verticalGap } from './layout-checks.ts';

const suite = useServerAndBrowser();

/** A family member on the timeline, signed in through the sign-in it sent them to. */
const signedIn = (email: string, width = 375) => signedInAt(suite, '/timeline/', { email, width });

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
});

describe('photo movie pages at 375 px (issue 44)', () => {
  it('shows a free family a designed sample, the paid plan on the first screen, and asks for no movie', async () => {
    const family = await movieFamily(suite.server, { type: 'free', video: true });
    const { page, errors, close } = await signedIn(family.email);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/timeline/photomovie')) asked.push(request.url());
    });
    // The smallest phone still sold (iPhone SE: 375 × 667), below the harness's 812.
    await page.setViewportSize({ width: 375, height: 667 });
    for (const where of ['/photomovie/', `/photomovie/${family.movieId}/`]) {
      await page.goto(`${suite.server.url}${where}`);
      const upsell = page.locator('.movie-upsell');
      await upsell
        .getByRole('heading', { name: 'フォトムービーは有料プランでお楽しみいただけます' })
        .waitFor();
      await upsell.getByRole('img').first().waitFor();
      expect(await listMarkersIn(page.locator('main'))).toBe(0);
      expect(await defaultBordersIn(page.locator('main'))).toEqual([]);
      expect(await onFirstScreen(upsell.getByRole('link', { name: '有料プランを見る' }))).toBe(true);
      expect(await upsell.textContent()).toContain('毎週日曜日の夜');
      await expectAccessible(page, `free family's ${where}`);
    }
    expect(asked).toEqual([]);
    expect(await page.locator('video').count()).toBe(0);
    expect(await page.getByRole('button', { name: '保存する' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('saves the movie as an MP4 with its music, named for its week, the way back clear of the video', async () => {
    const family = await movieFamily(suite.server, { type: 'premium', video: true });
    const { page, errors, close } = await signedIn(family.email);
    await page.goto(`${suite.server.url}/photomovie/${family.movieId}/`);
    const video = page.locator('video.movie-video');
    await video.waitFor();
    const back = page.getByRole('link', { name: 'フォトムービー一覧へ' });
    expect((await back.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    expect(await verticalGap(back, video)).toBeGreaterThanOrEqual(16);
    await expectAccessible(page, 'photo movie with save and share');
    const save = page.getByRole('button', { name: '保存する' });
    const [download] = await Promise.all([page.waitForEvent('download'), save.click()]);
    expect(download.suggestedFilename()).toBe('hibi-photo_movie_2026-11-16.mp4');
    const directory = await mkdtemp(path.join(os.tmpdir(), 'hibi-saved-movie-'));
    const file = path.join(directory, download.suggestedFilename());
    await download.saveAs(file);
    const facts = await probeVideo(file);
    expect(facts).toMatchObject({ audioCodec: 'aac', width: 640, height: 360 });
    expect(facts.durationMs).toBeGreaterThan(2000);
    await rm(directory, { recursive: true, force: true });
    expect(await toastText(page)).toBe('保存しました。');
    // Chromium on Linux has no share sheet: 共有 saves the file instead, and says so.
    const [shared] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '共有' }).click(),
    ]);
    expect(shared.suggestedFilename()).toBe('hibi-photo_movie_2026-11-16.mp4');
    expect(errors).toEqual([]);
    await close();
  });

  it('hands the MP4 itself to the share sheet where the phone takes files', async () => {
    const family = await movieFamily(suite.server, { type: 'trial', video: true });
    const { page, errors, close } = await signedIn(family.email);
    // The system's share sheet, which a test cannot tap: this one keeps what it was handed.
    await page.context().addInitScript(() => {
      const shared: string[] = [];
      Object.assign(window, { shared });
      Object.assign(navigator, {
        canShare: (data: ShareData) => Boolean(data.files?.length),
        share: async (data: ShareData) => {
          for (const file of data.files ?? []) shared.push(`${file.name} ${file.type} ${file.size > 10_000}`);
        },
      });
    });
    await page.goto(`${suite.server.url}/photomovie/${family.movieId}/`);
    await page.getByRole('button', { name: '共有' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: string[] }).shared))
      .toEqual(['hibi-photo_movie_2026-11-16.mp4 video/mp4 true']);
    expect(errors).toEqual([]);
    await close();
  });
});
