// Issue 43: a file the pipeline could not use is named on the upload screen with its reason, and
// staff process it again or remove it there, on a phone's 375 px as on a tablet.
import { mkdir } from 'node:fs/promises';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { confirmUpload } from '#tests/support/admin-pages.ts';
import { expectAccessible } from '#tests/support/axe.ts';
import { openPage, useServerAndBrowser } from '#tests/support/browser.ts';
import { createFacility, testPassword } from '#tests/support/fixtures.ts';
import { expectPath } from '#tests/support/guardian-pages.ts';
import { createStaff } from '#tests/support/staff.ts';

const suite = useServerAndBrowser({ pipeline: true });
const shots = '/tmp/admin-upload-failures-shots';
beforeAll(() => mkdir(shots, { recursive: true }));

/** A JPEG cut to `share` of its bytes: 70 % still shows in browsers, 20 bytes are its header alone. */
async function cutJpeg(share: number) {
  const noise = { type: 'gaussian', mean: 128, sigma: 30 } as const;
  const whole = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#888', noise } })
    .jpeg()
    .toBuffer();
  return whole.subarray(0, Math.max(20, Math.floor(whole.length * share)));
}

describe('failed uploads on the upload screen', () => {
  it('are listed by name and reason, processed again, and removed', async () => {
    const { db } = suite.server.database;
    const facility = await createFacility(db);
    const staff = await createStaff(db, { role: 'facility_staff', facilityId: facility.id });
    const { page, errors, close } = await openPage(suite.browser, { width: 375 });
    await page.goto(`${suite.server.url}/admin/upload/`);
    await expectPath(page, `/admin/signin/?next=${encodeURIComponent('/admin/upload/')}`);
    await page.getByLabel('メールアドレス').fill(staff.email);
    await page.getByLabel('パスワード').fill(testPassword);
    await page.getByRole('button', { name: 'ログイン' }).click();
    await expectPath(page, '/admin/upload/');

    await page.locator('input[type=file]').setInputFiles([
      // Storage takes it (its first bytes are a JPEG's); the pipeline finds no image in it.
      { name: 'IMG_0107.JPG', mimeType: 'image/jpeg', buffer: await cutJpeg(0) },
      { name: 'IMG_0108.JPG', mimeType: 'image/jpeg', buffer: await cutJpeg(0.7) },
    ]);
    await confirmUpload(page, 2);
    const count = (label: string) =>
      page.locator('.upload-counts div').filter({ hasText: label }).locator('dd').textContent();
    await expect.poll(() => count('処理済み'), { timeout: 60_000 }).toBe('1');
    await expect.poll(() => count('失敗'), { timeout: 60_000 }).toBe('1');
    const failures = page.getByRole('region', { name: /処理できなかったファイル/ });
    const item = failures.getByRole('listitem');
    await expect.poll(() => item.locator('.upload-name').allTextContents()).toEqual(['IMG_0107.JPG']);
    expect(await item.locator('.upload-failure-reason').textContent()).toContain(
      'この写真を読み込めませんでした。',
    );
    await expectAccessible(page, 'upload failures at 375');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBe(0);
    await page.screenshot({ path: `${shots}/upload-failures-375.png`, fullPage: true });

    // Processed again: the same bytes fail the same way, and it is listed again.
    const retried = page.waitForResponse((response) => response.url().endsWith('/retry'));
    await failures.getByRole('button', { name: 'IMG_0107.JPGをもう一度処理する' }).click();
    expect((await retried).status()).toBe(200);
    await expect.poll(() => count('失敗'), { timeout: 60_000 }).toBe('1');
    await expect.poll(() => item.count()).toBe(1);

    await failures.getByRole('button', { name: 'IMG_0107.JPGを削除する' }).click();
    const dialog = page.getByRole('dialog', { name: 'IMG_0107.JPGを削除しますか？' });
    await dialog.getByRole('button', { name: '削除する' }).click();
    await expect.poll(() => count('失敗')).toBe('0');
    await expect.poll(() => failures.count()).toBe(0);
    expect(await count('今日のアップロード')).toBe('1');
    expect(errors).toEqual([]);
    await close();
  }, 180_000);
});
