import { rgbaToThumbHash } from 'thumbhash';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '#tests/support/axe.ts';
import { useServerAndBrowser } from '#tests/support/browser.ts';
import { expectPath, toastOnTop, toastText } from '#tests/support/guardian-pages.ts';
import { signedInAt } from '#tests/support/signed-in-page.ts';
import { familyWithMedia } from '#tests/support/timeline-family.ts';

const suite = useServerAndBrowser();

/** A family member on the timeline, signed in through the sign-in it sent them to. */
const signedIn = (email: string, width = 375) =>
  signedInAt(suite, '/timeline/', {
    email,
    width,
    failureShot: `/tmp/timeline-fail-${expect.getState().currentTestName?.split(' > ').at(-1)?.slice(0, 20)}.png`,
  });

describe.each([375, 1440])('the timeline at %i px', (width) => {
  it('shows a trial family the last 7 days, then everything after choosing more', async () => {
    const family = await familyWithMedia(suite.server, { type: 'trial', days: 20, perDay: 2 });
    const { page, errors, close } = await signedIn(family.email, width);
    await page.getByRole('button', { name: /すべての写真を見る/ }).waitFor();
    await expect.poll(() => page.locator('.timeline-count').textContent()).toBe('14件の写真と動画');
    // Tiles offer the 640 px image for 2× and 3× screens, sized to the tile (3 or 6 columns).
    const image = page.locator('.media-tile img').first();
    expect(await image.getAttribute('srcset')).toMatch(
      /\/thumbnail\.webp\S* 320w, \S+\/medium\.webp\S* 640w$/,
    );
    expect(await image.getAttribute('sizes')).toBe(width === 375 ? '109px' : '200px');
    await expectAccessible(page, `restricted timeline at ${width}`);
    // Issue 44 (point 7): the trial is told as a trial, with its days left, not as the free plan.
    const guide = page.locator('.plan-guide');
    expect(await guide.locator('h2').textContent()).toMatch(/^無料体験中・あと\d+日$/);
    expect(await guide.textContent()).not.toContain('無料プランは直近7日間の写真だけ');
    // Issue 44 (point 15): the list ends saying that older photos exist, and how to see them.
    await expect
      .poll(() => page.locator('.timeline-end').textContent())
      .toContain('それより前の写真と動画が26件あります');
    await page.screenshot({ path: `/tmp/timeline-trial-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: /すべての写真を見る/ }).click();
    await expectPath(page, '/timeline/?view=all');
    await expect.poll(() => page.locator('.timeline-count').textContent()).toBe('40件の写真と動画');
    // What is shown, and the way back.
    expect(await page.locator('.recent-view').textContent()).toContain('すべての写真を表示しています');
    await page.getByRole('button', { name: '直近7日間に戻す' }).click();
    await expectPath(page, '/timeline/');
    await expect.poll(() => page.locator('.timeline-count').textContent()).toBe('14件の写真と動画');
    expect(errors).toEqual([]);
    await close();
  });
});

describe('the timeline', () => {
  it('keeps the plan guide closed after a reload', async () => {
    const family = await familyWithMedia(suite.server, { type: 'trial', days: 2, perDay: 1 });
    const { page, close } = await signedIn(family.email);
    await page.getByRole('button', { name: 'プランのご案内を閉じる' }).click();
    await page.reload();
    await page.locator('.media-tile').first().waitFor();
    expect(await page.locator('.plan-guide').count()).toBe(0);
    await close();
  });

  it('scrolls through three pages without repeats', async () => {
    const family = await familyWithMedia(suite.server, { type: 'premium', days: 50, perDay: 3 });
    const { page, errors, close } = await signedIn(family.email);
    const pages: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/timeline/list')) pages.push(response.status());
    });
    for (let i = 0; i < 40 && pages.length < 3; i++) await page.mouse.wheel(0, 2000);
    await expect.poll(() => pages.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.locator('.timeline-count').textContent()).toBe('150件の写真と動画');
    const labels = await page.locator('.timeline-day').allTextContents();
    expect(new Set(labels).size).toBe(labels.length);
    expect(errors).toEqual([]);
    await close();
  });

  it('shows a photo’s blurred stand-in where its thumbnail has not come', async () => {
    const orange = new Uint8Array(8 * 8 * 4).map((_, index) => [230, 120, 40, 255][index % 4] as number);
    const placeholder = Buffer.from(rgbaToThumbHash(8, 8, orange)).toString('base64');
    const family = await familyWithMedia(suite.server, { type: 'premium', days: 1, perDay: 2, placeholder });
    const { page, errors, close } = await signedIn(family.email);
    // The test's thumbnails are not images, so the stand-in stays: decoded once the page is idle.
    const background = () =>
      page
        .locator('.media-tile')
        .first()
        .evaluate((tile) => getComputedStyle(tile).backgroundImage);
    await expect.poll(background).toMatch(/^url\("data:image\/png;base64,/);
    expect(errors).toEqual([]);
    await close();
  });

  it('opens the viewer, swipes to the next photo, plays a video and returns a photo', async () => {
    const family = await familyWithMedia(suite.server, { type: 'premium', days: 1, perDay: 3, videos: 1 });
    const { page, errors, close } = await signedIn(family.email);
    // The newest item is the video.
    await page.locator('.media-tile').first().click();
    await page.locator('.yarl__slide_current video').waitFor();
    expect(await page.locator('.yarl__slide_current video').getAttribute('controls')).not.toBeNull();
    const time = page.locator('.viewer-time');
    const first = await time.textContent();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => time.textContent()).not.toBe(first);
    await expectAccessible(page, 'viewer');
    await page.getByRole('button', { name: 'うちの子ではない' }).first().click();
    await page.getByRole('dialog', { name: 'うちの子が写っていない写真ですか？' }).waitFor();
    await page.locator('.confirm-dialog').getByRole('button', { name: 'うちの子ではない' }).click();
    expect(await toastText(page)).toContain('タイムラインから外しました');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.media-tile').count()).toBe(2);
    expect(errors).toEqual([]);
    await close();
  });

  it('saves one photo (recording the download) and a ZIP of five', async () => {
    const family = await familyWithMedia(suite.server, { type: 'premium', days: 3, perDay: 2 });
    const { page, errors, close } = await signedIn(family.email, 1440);
    await page.locator('.media-tile').first().click();
    await page.locator('.viewer-time').waitFor();
    const single = page.waitForEvent('download', { timeout: 8000 });
    await page.getByRole('button', { name: '保存' }).click();
    expect((await single).suggestedFilename()).toMatch(/^\d{4}-\d{2}-\d{2}_\d{4}\.jpg$/);
    // Said over the viewer, where the eye is, not behind it.
    await expect.poll(() => toastOnTop(page)).toBe('保存しました。');
    // The keyboard still reaches the viewer after saving (the button keeps the focus).
    await page.keyboard.press('Escape');
    await page.locator('.yarl__root').waitFor({ state: 'detached', timeout: 5000 });
    await page.getByRole('button', { name: '選んで保存' }).click({ timeout: 5000 });
    for (const tile of (await page.locator('.media-tile').all()).slice(0, 5))
      await tile.click({ timeout: 5000 });
    const zip = page.waitForEvent('download', { timeout: 8000 });
    await page.locator('.selection-bar').getByRole('button', { name: '保存' }).click({ timeout: 5000 });
    const archive = await zip;
    expect(archive.suggestedFilename()).toMatch(/^hibi-photo_.*\.zip$/);
    await expect.poll(() => family.downloadCount()).toBe(6);
    expect(errors).toEqual([]);
    await close();
  });
});
