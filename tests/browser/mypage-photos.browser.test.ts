import { eq, referenceImages } from '@hibi/db';
import sharp from 'sharp';
import { describe, expect, it, onTestFailed } from 'vitest';
import { adminSignInOnPage } from '#tests/support/admin-pages.ts';
import { expectAccessible } from '#tests/support/axe.ts';
import { openPage, useServerAndBrowser } from '#tests/support/browser.ts';
import { identityCrop } from '#tests/support/face-scenes.ts';
import { createFacility, createGuardian, testPassword } from '#tests/support/fixtures.ts';
import { expectPath, signInOnPage, toastText } from '#tests/support/guardian-pages.ts';
import { storedReferences } from '#tests/support/references-client.ts';
import { createStaff } from '#tests/support/staff.ts';

// The face check runs in the pipeline's workers, as in production.
const suite = useServerAndBrowser({ pipeline: true });

const noFace = '顔が検出できませんでした。正面を向いたお子さまの写真を選んでください。';
const badges = (page: import('playwright-core').Page) => page.locator('.reference-badge').allTextContents();

/** An approved guardian whose child has the one accepted photo of sign-up. */
async function guardianWithReference() {
  const { db } = suite.server.database;
  const facility = await createFacility(db);
  const { guardian, child } = await createGuardian(db, { facilityId: facility.id });
  await storedReferences(db, suite.server, child.id, ['accepted']);
  return { facility, guardian, child };
}

describe('お子さまの登録写真 at 375 px', () => {
  it('shows the photo of sign-up, adds a recent one that the check accepts, and removes the old one', async () => {
    const { db } = suite.server.database;
    const { guardian, child } = await guardianWithReference();
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
    // Sent once uploaded and checked: before that the screen says to wait, and nothing is sent.
    await expect.poll(() => page.locator('.photo-tile-good').count(), { timeout: 150_000 }).toBe(1);
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
  }, 240_000);
});

describe('a brother or sister added from マイページ', () => {
  it('is added with a photo at 375 px, approved in the console at 768 px, then switched to', async () => {
    const { db } = suite.server.database;
    const { facility, guardian, child } = await guardianWithReference();
    const operator = await createStaff(db, { role: 'operator' });
    const { page, errors, close } = await openPage(suite.browser, { width: 375 });
    onTestFailed(() => page.screenshot({ path: '/tmp/sibling-fail.png', fullPage: true }).then(() => {}));

    await page.goto(`${suite.server.url}/signin/`);
    await signInOnPage(page, guardian.email, testPassword);
    await expectPath(page, '/timeline/');
    // One child: no switcher yet.
    expect(await page.getByRole('radio').count()).toBe(0);
    await page.goto(`${suite.server.url}/mypage/`);
    await page.getByRole('link', { name: 'ごきょうだいを追加する' }).click();
    await expectPath(page, '/mypage/children/new/');
    // The first child's facility and family name, until changed, also when the page is opened
    // directly (a reload), before the family's children have arrived.
    await page.reload();
    await expect.poll(() => page.locator('.facility-chosen strong').textContent()).toBe(facility.name);
    await expect.poll(() => page.getByLabel('姓').inputValue()).toBe(child.lastName);
    await page.getByRole('button', { name: '次へ（写真の登録）' }).click();
    await expect.poll(() => page.getByText('名を入力してください。').count()).toBe(1);
    await expectAccessible(page, 'adding a sibling');
    await page.getByLabel(/^名/).fill('そら');
    await page.getByLabel('生年月日').fill('2024-05-10');
    await page.getByRole('button', { name: '次へ（写真の登録）' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/mypage\/children\/[0-9a-f-]{36}\/$/);

    const send = page.getByRole('button', { name: 'この写真で園に申し込む' });
    await send.waitFor();
    const face = await sharp(identityCrop('amy', 1)).resize(300).jpeg().toBuffer();
    await page
      .getByLabel('写真を選ぶ')
      .setInputFiles([{ name: 'sora.jpg', mimeType: 'image/jpeg', buffer: face }]);
    // As a person does: the photo is uploaded and its early face check says it will do.
    await expect.poll(() => page.locator('.photo-tile-good').count(), { timeout: 150_000 }).toBe(1);
    // One tap registers the photo and sends the request (issue 44, point 9).
    await send.click();
    expect(await toastText(page)).toContain('お申し込みを送信しました');
    await expect.poll(() => page.locator('.sibling-stage').textContent()).toContain('園で確認しています');
    await expectAccessible(page, 'a sibling request sent');
    await page.screenshot({ path: '/tmp/sibling-request-375.png', fullPage: true });
    await page.goto(`${suite.server.url}/mypage/`);
    await expect.poll(() => page.locator('.sibling-list').textContent()).toContain('そらさん園で確認中');
    await page.screenshot({ path: '/tmp/mypage-siblings-375.png', fullPage: true });

    // The operator finds it in the queue, marked as a brother or sister, and approves it.
    const console = await openPage(suite.browser, { width: 768 });
    await console.page.goto(`${suite.server.url}/admin/signin/`);
    await adminSignInOnPage(console.page, operator.email, testPassword);
    await console.page.getByRole('link', { name: /そら/ }).click();
    await expect.poll(() => new URL(console.page.url()).pathname).toMatch(/^\/admin\/approvals\/siblings\//);
    await expect.poll(() => console.page.locator('h1').textContent()).toBe('ごきょうだいの追加の確認');
    expect(await console.page.getByRole('button', { name: /同じお子さま|家族に追加/ }).count()).toBe(0);
    await expectAccessible(console.page, 'a sibling request in the console');
    await console.page.screenshot({ path: '/tmp/sibling-console-768.png', fullPage: true });
    await console.page.getByRole('button', { name: '承認する' }).click();
    await expect.poll(() => new URL(console.page.url()).pathname).toBe('/admin/approvals/');
    expect(console.errors).toEqual([]);
    await console.close();

    // Approved: the timeline and the photo movies offer both children.
    await page.goto(`${suite.server.url}/timeline/`);
    await expect.poll(() => page.getByRole('radio').count()).toBe(2);
    await page.getByRole('radio', { name: 'そら' }).check();
    await page.goto(`${suite.server.url}/photomovie/`);
    await expect.poll(() => page.getByRole('radio', { name: 'そら' }).isChecked()).toBe(true);
    expect(errors).toEqual([]);
    await close();
  }, 240_000);
});
