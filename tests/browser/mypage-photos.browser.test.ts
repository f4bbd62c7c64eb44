import { eq, referenceImages } from '@hibi/db';
import sharp from 'sharp';
import { describe, expect, it, onTestFailed } from 'vitest';
import { expectAccessible } from '#tests/support/axe.ts';
import { openPage, useServerAndBrowser } from '#tests/support/browser.ts';
import { identityCrop } from '#tests/support/face-scenes.ts';
import { createFacility, createGuardian, testPassword } from '#tests/support/fixtures.ts';
import { expectPath, signInOnPage, toastText } from '#tests/support/guardian-pages.ts';
import { storedReferences } from '#tests/support/references-client.ts';

// The face check runs in the pipeline's workers, as in production.
const suite = useServerAndBrowser({ pipeline: true });

const noFace = '顔が検出できませんでした。正面を向いたお子さまの写真を選んでください。';
const badges = (page: import('playwright-core').Page) => page.locator('.reference-badge').allTextContents();

describe('お子さまの登録写真 at 375 px', () => {
  it('shows the photo of sign-up, adds a recent one that the check accepts, and removes the old one', async () => {
    const { db } = suite.server.database;
    const facility = await createFacility(db);
    const { guardian, child } = await createGuardian(db, { facilityId: facility.id });
    await storedReferences(db, suite.server, child.id, ['accepted']);
    // An older photo the check could not use, with its reason.
    const [unusable] = await storedReferences(db, suite.server, child.id, ['rejected']);
    await db
      .update(referenceImages)
      .set({ rejectionReason: noFace, createdAt: new Date(Date.now() - 86_400_000) })
      .where(eq(referenceImages.id, unusable?.id ?? ''));
    const { page, errors, close } = await openPage(suite.browser, { width: 375 });
    onTestFailed(() =>
      page.screenshot({ path: '/tmp/mypage-photos-fail.png', fullPage: true }).then(() => {}),
    );

    await page.goto(`${suite.server.url}/mypage/`);
    await expectPath(page, `/signin/?next=${encodeURIComponent('/mypage/')}`);
    await signInOnPage(page, guardian.email, testPassword);
    await page.getByRole('link', { name: /お子さまの登録写真/ }).click();
    await expectPath(page, '/mypage/photos/');
    await expect.poll(() => badges(page)).toEqual(['登録済み', '使えませんでした']);
    expect(await page.locator('.reference-reason').textContent()).toBe(noFace);
    // The only accepted photo cannot be removed (the child must stay findable); the unusable one can.
    expect(await page.getByRole('button', { name: /を削除$/ }).count()).toBe(1);
    await expectAccessible(page, 'reference photos');
    await page.screenshot({ path: '/tmp/mypage-photos-375.png', fullPage: true });

    const face = await sharp(identityCrop('penny', 1)).resize(300).jpeg().toBuffer();
    await page
      .getByLabel('写真を選ぶ')
      .setInputFiles([{ name: 'recent.jpg', mimeType: 'image/jpeg', buffer: face }]);
    await expect.poll(() => page.getByRole('img', { name: /のプレビュー$/ }).count()).toBe(1);
    await page.screenshot({ path: '/tmp/mypage-photos-chosen-375.png', fullPage: true });
    await page.getByRole('button', { name: 'この写真を追加する' }).click();
    expect(await toastText(page)).toContain('写真を追加しました');
    // 確認中 until the background check is done; the list reads itself again meanwhile.
    await expect
      .poll(() => badges(page), { timeout: 60_000 })
      .toEqual(['登録済み', '登録済み', '使えませんでした']);
    await page.screenshot({ path: '/tmp/mypage-photos-added-375.png', fullPage: true });
    // The checked photo shows through its small WebP preview, decoded by the browser.
    const newest = page.locator('.reference-grid img').first();
    await expect.poll(() => newest.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(300);
    expect(await newest.getAttribute('src')).toMatch(/\.preview\.webp\?/);

    const remove = page.getByRole('button', { name: /を削除$/ });
    await remove.nth(1).click();
    const dialog = page.getByRole('dialog', { name: 'この写真を削除しますか？' });
    await dialog.waitFor();
    await page.screenshot({ path: '/tmp/mypage-photos-dialog-375.png' });
    await dialog.getByRole('button', { name: '削除する' }).click();
    await expect.poll(() => badges(page)).toEqual(['登録済み', '使えませんでした']);
    expect(await page.getByRole('button', { name: /を削除$/ }).count()).toBe(1);
    expect(errors).toEqual([]);
    await close();
  }, 120_000);
});
