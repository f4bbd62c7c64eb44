import { mkdir, readFile } from 'node:fs/promises';
import { createFaceEngine } from '@hibi/vision';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { confirmUpload, takeBackOnReview } from '#tests/support/admin-pages.ts';
import { expectAccessible } from '#tests/support/axe.ts';
import { openPage, useServerAndBrowser } from '#tests/support/browser.ts';
import { getJson } from '#tests/support/deliver-media.ts';
import { enrolAs } from '#tests/support/enrol-child.ts';
import { identityCrop, sceneWithFace } from '#tests/support/face-scenes.ts';
import { createFacility, createGuardian, loginAs, testPassword } from '#tests/support/fixtures.ts';
import { expectPath } from '#tests/support/guardian-pages.ts';
import { createStaff } from '#tests/support/staff.ts';

const suite = useServerAndBrowser({ pipeline: true });
const shots = '/tmp/admin-day-shots';

/** A facility whose two children are enrolled from their reference faces, and one of its staff. */
async function nursery() {
  const { db } = suite.server.database;
  const facility = await createFacility(db);
  const engine = createFaceEngine();
  const families: Record<string, Awaited<ReturnType<typeof createGuardian>>> = {};
  for (const name of ['amy', 'bernadette']) {
    families[name] = await createGuardian(db, { facilityId: facility.id });
    await enrolAs(db, engine, families[name].child.id, name);
  }
  const staff = await createStaff(db, { role: 'facility_staff', facilityId: facility.id });
  return { facility, families, staff };
}

async function signIn(page: Page, email: string, path: string) {
  await page.goto(`${suite.server.url}${path}`);
  await expectPath(page, `/admin/signin/?next=${encodeURIComponent(path)}`);
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード').fill(testPassword);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expectPath(page, path);
}

const countOf = (page: Page, label: string) =>
  page.locator('.upload-counts div').filter({ hasText: label }).locator('dd').textContent();

beforeAll(() => mkdir(shots, { recursive: true }));

describe.each([1280, 768])('the day at %i px', (width) => {
  it('uploads photos with progress, shows fairness, and takes a delivery back', async () => {
    const { families, staff, facility } = await nursery();
    const amy = families.amy;
    if (!amy) throw new Error('no amy');
    const { page, errors, close } = await openPage(suite.browser, { width });
    await signIn(page, staff.email, '/admin/upload/');
    await expect.poll(() => page.locator('.upload-counts').isVisible()).toBe(true);
    await expectAccessible(page, `upload at ${width}`);

    const files = [
      { name: 'amy.jpg', mimeType: 'image/jpeg', buffer: await sceneWithFace(identityCrop('amy', 5)) },
      {
        name: 'bernadette.jpg',
        mimeType: 'image/jpeg',
        buffer: await sceneWithFace(identityCrop('bernadette', 5)),
      },
    ];
    expect(await page.locator('.upload-target-name').textContent()).toBe(facility.name);
    await page.locator('input[type=file]').setInputFiles(files);
    // Nothing goes before staff confirm the nursery, named in full.
    expect(await page.locator('.upload-name').count()).toBe(0);
    expect(await confirmUpload(page, 2)).toBe(facility.name);
    await expect
      .poll(() => page.locator('.upload-total').textContent(), { timeout: 30_000 })
      .toBe('2 / 2件 完了');
    expect(
      await page
        .locator('.upload-done progress')
        .evaluateAll((bars) => bars.map((bar) => (bar as HTMLProgressElement).value)),
    ).toEqual([100, 100]);
    await expect.poll(() => countOf(page, '処理済み'), { timeout: 90_000, interval: 1_000 }).toBe('2');
    await expect.poll(() => countOf(page, '配信されたお子さま'), { timeout: 30_000 }).toBe('2');
    expect(await countOf(page, '見つかった顔')).toBe('2');
    await page.screenshot({ path: `${shots}/upload-${width}.png`, fullPage: true });

    await page.getByRole('link', { name: '配信バランス' }).first().click();
    await expectPath(page, '/admin/fairness/');
    await expect.poll(() => page.locator('.fairness-count').allTextContents()).toEqual(['1枚', '1枚']);
    await expectAccessible(page, `fairness at ${width}`);
    await page.screenshot({ path: `${shots}/fairness-${width}.png`, fullPage: true });

    const { headers } = await loginAs(suite.server.url, amy.guardian.email);
    const timeline = async () =>
      (
        await getJson<{ content: unknown[] }>(
          `${suite.server.url}/api/${amy.child.id}/timeline/list`,
          headers,
        )
      ).body.content.length;
    expect(await timeline()).toBe(1);

    await page.getByRole('link', { name: '配信の確認' }).first().click();
    await expectPath(page, '/admin/review/');
    await expect.poll(() => page.locator('.review-child').count()).toBe(2);
    await expectAccessible(page, `review at ${width}`);
    await page.screenshot({ path: `${shots}/review-${width}.png`, fullPage: true });
    await takeBackOnReview(page, `${amy.child.lastName} ${amy.child.firstName}`, '別のお子さまでした');
    await expect.poll(() => page.locator('#review-delivered').textContent()).toContain('（1件）');
    expect(await timeline()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  }, 240_000);
});

describe('the facility of the day screens', () => {
  it('is chosen by the operator, never the first in the list, and kept across pages and reloads', async () => {
    const { db } = suite.server.database;
    const first = await createFacility(db, { name: 'あおぞら保育園 さくら分園' });
    const second = await createFacility(db, { name: 'ひまわり幼稚園 こども発達支援センター' });
    const operator = await createStaff(db, { role: 'operator' });
    const { page, errors, close } = await openPage(suite.browser, { width: 768 });
    await signIn(page, operator.email, '/admin/upload/');
    const picker = page.getByLabel('施設');
    await expect.poll(() => picker.inputValue()).toBe('');
    expect(await page.locator('.upload-target').textContent()).toContain('施設を選んでください');
    expect(await page.locator('input[type=file]').isDisabled()).toBe(true);
    await picker.selectOption({ label: second.name });
    expect(await page.locator('.upload-target-name').textContent()).toBe(second.name);
    await expectAccessible(page, 'upload, facility chosen');

    await page.reload();
    await expect.poll(() => page.locator('.upload-target-name').textContent()).toBe(second.name);
    await page.getByRole('link', { name: '配信バランス' }).first().click();
    await expectPath(page, '/admin/fairness/');
    await expect.poll(() => picker.inputValue()).toBe(second.id);
    await page.getByRole('link', { name: '配信の確認' }).first().click();
    await expectPath(page, '/admin/review/');
    await expect.poll(() => picker.inputValue()).toBe(second.id);
    expect(first.id).not.toBe(second.id);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('files the browser gives no type', () => {
  it('sends an iPhone HEIC by its name and refuses a stray file alone', async () => {
    const { db } = suite.server.database;
    const facility = await createFacility(db);
    const staff = await createStaff(db, { role: 'facility_staff', facilityId: facility.id });
    const heic = await readFile(
      new URL('../../packages/media/src/fixtures/iphone-like.heic', import.meta.url),
    );
    const { page, errors, close } = await openPage(suite.browser, { width: 375 });
    await signIn(page, staff.email, '/admin/upload/');
    // Chrome and Firefox on Windows and Linux give an iPhone's HEIC no type.
    await page.locator('input[type=file]').setInputFiles([
      { name: 'IMG_0001.HEIC', mimeType: '', buffer: heic },
      { name: 'memo.txt', mimeType: '', buffer: Buffer.from('お迎えの時間') },
    ]);
    await confirmUpload(page, 2);
    await expect
      .poll(() => page.locator('.upload-total').textContent(), { timeout: 30_000 })
      .toBe('1 / 2件 完了（失敗 1件）');
    expect(await page.locator('.upload-done .upload-name').textContent()).toBe('IMG_0001.HEIC');
    expect(await page.locator('.upload-failed .field-error').textContent()).toBe(
      'memo.txt: この種類のファイルはアップロードできません（写真・動画のみ）。',
    );
    // Sending it again cannot help: no button offers to.
    expect(await page.locator('.upload-failed button').count()).toBe(0);
    await page.screenshot({ path: `${shots}/upload-untyped-375.png`, fullPage: true });
    expect(errors).toEqual([]);
    await close();
  });
});
