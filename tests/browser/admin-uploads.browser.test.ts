// Issue 44, point 3: on a phone (375 px) staff see what they uploaded today with each one's state,
// undo a take-back from 取り消した配信, hide a wrong upload (非公開) so the family no longer sees
// it, and delete one after being told it cannot be undone.
import { mkdir } from 'node:fs/promises';
import { createFaceEngine } from '@hibi/vision';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmUpload, takeBackOnReview } from '#tests/support/admin-pages.ts';
import { expectAccessible } from '#tests/support/axe.ts';
import { useServerAndBrowser } from '#tests/support/browser.ts';
import { getJson } from '#tests/support/deliver-media.ts';
import { enrolAs } from '#tests/support/enrol-child.ts';
import { identityCrop, sceneWithFace } from '#tests/support/face-scenes.ts';
import { createFacility, createGuardian, loginAs } from '#tests/support/fixtures.ts';
import { toastText } from '#tests/support/guardian-pages.ts';
import { signedInAt } from '#tests/support/signed-in-page.ts';
import { createStaff } from '#tests/support/staff.ts';

const suite = useServerAndBrowser({ pipeline: true });
const engine = createFaceEngine();
afterAll(() => engine.close());
const shots = '/tmp/uploads-shots';
beforeAll(() => mkdir(shots, { recursive: true }));

const photo = async (name: string, crop: Buffer, place: Parameters<typeof sceneWithFace>[1] = {}) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sceneWithFace(crop, place),
});

/** The console at `width`, signed in as `email` through its own sign-in, on `path`. */
const consoleAt = (width: number, email: string, path: string) =>
  signedInAt(suite, path, { email, width, signin: '/admin/signin/' });

const grid = (page: Page) => page.getByRole('region', { name: 'アップロードした写真・動画' });
const states = (page: Page) => grid(page).locator('.uploaded-state').allTextContents();
const noOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe("the day's uploads on a phone", () => {
  it('are listed with their state; a take-back is undone, one is hidden, one deleted', async () => {
    const { db } = suite.server.database;
    const facility = await createFacility(db, { name: 'ひだまり保育園' });
    const family = await createGuardian(db, { facilityId: facility.id, subscriptionType: 'premium' });
    await enrolAs(db, engine, family.child.id, 'amy');
    const staff = await createStaff(db, { role: 'facility_staff', facilityId: facility.id });
    const { headers } = await loginAs(suite.server.url, family.guardian.email);
    const timeline = async () =>
      (
        await getJson<{ content: { mediaId: string }[] }>(
          `${suite.server.url}/api/${family.child.id}/timeline/list`,
          headers,
        )
      ).body.content.length;

    const { page, errors, close } = await consoleAt(375, staff.email, '/admin/upload/');
    await page.locator('input[type=file]').setInputFiles([
      // Framed apart, so the day's selection does not merge them as one burst.
      await photo('morning.jpg', identityCrop('amy', 4), { left: 160, top: 120, size: 220 }),
      await photo('lunch.jpg', identityCrop('amy', 5), { left: 880, top: 560, size: 180 }),
      await photo('garden.jpg', identityCrop('howard', 2)),
    ]);
    await confirmUpload(page, 3);
    await expect
      .poll(async () => (await states(page)).sort(), { timeout: 150_000, interval: 1000 })
      .toEqual(['該当なし', '配信済み（1人）', '配信済み（1人）']);
    expect(await grid(page).locator('.uploaded-byline').first().textContent()).toMatch(
      /^テスト運営・\d\d:\d\d$/,
    );
    await expectAccessible(page, 'upload grid at 375');
    expect(await noOverflow(page)).toBe(0);
    await grid(page).screenshot({ path: `${shots}/upload-grid-375.png` });
    expect(await timeline()).toBe(2);

    // A take-back, then 元に戻す from 取り消した配信: the photo is the family's again.
    await page.goto(`${suite.server.url}/admin/review/`);
    const childName = `${family.child.lastName} ${family.child.firstName}`;
    await takeBackOnReview(page, childName, '別のクラスの写真でした');
    const takenBack = page.getByRole('region', { name: /取り消した配信/ });
    await expect.poll(() => takenBack.getByRole('listitem').count()).toBe(1);
    expect(await takenBack.getByRole('listitem').textContent()).toContain('理由: 別のクラスの写真でした');
    expect(await timeline()).toBe(1);
    await expectAccessible(page, 'review with a take-back at 375');
    expect(await noOverflow(page)).toBe(0);
    await takenBack.screenshot({ path: `${shots}/taken-back-375.png` });
    await takenBack.getByRole('button', { name: `${childName}さんへの配信を元に戻す` }).click();
    const restore = page.getByRole('dialog', { name: `${childName}さんへの配信を元に戻しますか？` });
    await restore.getByRole('button', { name: '元に戻す' }).click();
    await expect.poll(() => takenBack.textContent()).toContain('取り消した配信はありません。');
    expect(await timeline()).toBe(2);

    // 非公開にする: gone from the family's timeline at once.
    await page.goto(`${suite.server.url}/admin/upload/`);
    await grid(page)
      .getByRole('button', { name: /^morning\.jpgの写真/ })
      .click();
    const detail = page.getByRole('dialog', { name: 'morning.jpg' });
    await detail.getByRole('button', { name: '非公開にする' }).click();
    expect(await toastText(page)).toBe('非公開にしました。どのご家族にも表示されません。');
    await expect.poll(() => detail.getByRole('button', { name: '公開に戻す' }).count()).toBe(1);
    expect(await timeline()).toBe(1);
    await expectAccessible(page, 'upload detail at 375');
    await page.screenshot({ path: `${shots}/upload-detail-375.png` });
    // The toast inside the dialog has its own 閉じる.
    await detail.locator('.uploaded-actions').getByRole('button', { name: '閉じる' }).click();
    await expect
      .poll(async () => (await states(page)).sort())
      .toEqual(['該当なし', '配信済み（1人）', '非公開']);

    // 削除: asked once more, saying it cannot be undone.
    await grid(page)
      .getByRole('button', { name: /^garden\.jpgの写真/ })
      .click();
    await page.getByRole('dialog', { name: 'garden.jpg' }).getByRole('button', { name: '削除…' }).click();
    const confirm = page.getByRole('dialog', { name: 'garden.jpgを削除しますか？' });
    expect(await confirm.textContent()).toContain('削除すると元に戻せません。');
    await page.screenshot({ path: `${shots}/delete-confirm-375.png` });
    await confirm.getByRole('button', { name: '削除する' }).click();
    await expect.poll(() => page.locator('.toast-message').textContent()).toBe('garden.jpgを削除しました。');
    await expect.poll(async () => (await states(page)).sort()).toEqual(['配信済み（1人）', '非公開']);
    expect(errors).toEqual([]);
    await close();

    const tablet = await consoleAt(768, staff.email, '/admin/upload/');
    await expect.poll(async () => (await states(tablet.page)).length).toBe(2);
    await expectAccessible(tablet.page, 'upload grid at 768');
    await tablet.page.screenshot({ path: `${shots}/upload-768.png`, fullPage: true });
    await tablet.page.goto(`${suite.server.url}/admin/review/`);
    // The hidden photo's delivery still stands, marked as on no family's timeline.
    const delivered = tablet.page.getByRole('region', { name: /配信された写真/ });
    await expect
      .poll(() => delivered.locator('.uploaded-state-hidden').allTextContents())
      .toEqual(['非公開']);
    await tablet.page
      .getByRole('button', { name: /さんに配信された写真の配信を取り消す$/ })
      .first()
      .click();
    await tablet.page.getByLabel('取り消す理由').fill('共有しない写真でした');
    await tablet.page.getByRole('button', { name: '取り消す', exact: true }).click();
    const tabletTakenBack = tablet.page.getByRole('region', { name: /取り消した配信/ });
    await expect.poll(() => tabletTakenBack.getByRole('listitem').count()).toBe(1);
    await expectAccessible(tablet.page, 'review with a take-back at 768');
    await tablet.page.screenshot({ path: `${shots}/review-768.png`, fullPage: true });
    expect(tablet.errors).toEqual([]);
    await tablet.close();
  }, 300_000);
});
