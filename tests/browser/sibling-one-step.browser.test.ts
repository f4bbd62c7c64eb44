import { children, eq, referenceImages } from '@hibi/db';
import { describe, expect, it, onTestFailed } from 'vitest';
import { expectAccessible } from '#tests/support/axe.ts';
import { openPage, useServerAndBrowser } from '#tests/support/browser.ts';
import { createFacility, createGuardian, testPassword } from '#tests/support/fixtures.ts';
import { expectPath, signInOnPage, toastText } from '#tests/support/guardian-pages.ts';
import { photoFile } from '#tests/support/signup-pages.ts';
import { overflowOf, screenshotsOf } from './form-error-support.ts';

// Issue 44, point 9: a brother's or sister's photos go with the request in one tap, as sign-up's
// do, and the request's button is never a dead one without a word (375 px, where it was seen).
const suite = useServerAndBrowser();
const shots = '/tmp/signup-shots';
const requestButton = (page: import('playwright-core').Page) =>
  page.getByRole('button', { name: 'この写真で園に申し込む' });

describe('a brother or sister at 375 px', () => {
  it('is requested with the chosen photo in one tap', async () => {
    const { db } = suite.server.database;
    const facility = await createFacility(db);
    const { guardian } = await createGuardian(db, { facilityId: facility.id });
    const { page, errors, close } = await openPage(suite.browser, { width: 375 });
    onTestFailed(() => page.screenshot({ path: `${shots}/fail-sibling.png`, fullPage: true }).then(() => {}));
    await page.goto(`${suite.server.url}/signin/`);
    await signInOnPage(page, guardian.email, testPassword);
    await expectPath(page, '/timeline/');
    await page.goto(`${suite.server.url}/mypage/children/new/`);
    await expect.poll(() => page.locator('.facility-chosen strong').textContent()).toBe(facility.name);
    await page.getByLabel(/^名/).fill('そら');
    await page.getByLabel('生年月日').fill('2024-05-10');
    await page.getByRole('button', { name: '次へ（写真の登録）' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/mypage\/children\/[0-9a-f-]{36}\/$/);
    const childId = new URL(page.url()).pathname.split('/')[3] ?? '';

    // One button, awake from the start: tapped too soon, it says what to do.
    await requestButton(page).waitFor();
    expect(await requestButton(page).isEnabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'この写真を追加する' }).count()).toBe(0);
    await requestButton(page).click();
    await expect
      .poll(() => page.locator('.photo-count + .field-error').textContent())
      .toBe('写真を1枚以上選んでください。');
    await expectAccessible(page, 'a sibling without photos yet');
    await screenshotsOf(page, 'sibling-draft');

    await page.getByLabel('写真を選ぶ').setInputFiles([await photoFile('sora.jpg')]);
    // Uploaded; this server runs no face check, so it stays 確認中, which does not hold it back.
    await page.locator('.photo-tile-check', { hasText: '顔を確認しています…' }).waitFor({ timeout: 8000 });
    expect(await overflowOf(page, '.reference-add')).toEqual({ pageWidth: 375, viewport: 375, outside: [] });
    await screenshotsOf(page, 'sibling-chosen');
    await requestButton(page).click();
    expect(await toastText(page)).toContain('お申し込みを送信しました');
    await expect.poll(() => page.locator('.sibling-stage').textContent()).toContain('園で確認しています');
    const [child] = await db.select().from(children).where(eq(children.id, childId));
    expect(child?.siblingRequestedAt).toBeInstanceOf(Date);
    // The chosen photo is registered (the other tickets' rows stay unused).
    const photos = await db.select().from(referenceImages).where(eq(referenceImages.childId, childId));
    expect(photos.filter((photo) => photo.status !== 'pending').map((photo) => photo.status)).toEqual([
      'uploaded',
    ]);
    await expectAccessible(page, 'a sibling request sent in one tap');
    await screenshotsOf(page, 'sibling-sent');

    // Taken back before the facility decides: asked once, then the child and the photo go.
    await page.getByRole('button', { name: 'ごきょうだいの追加を取り消す' }).click();
    await page
      .getByRole('dialog', { name: 'ごきょうだいの追加を取り消しますか？' })
      .getByRole('button', { name: '取り消す' })
      .click();
    expect(await toastText(page)).toContain('ごきょうだいの追加を取り消しました');
    await expectPath(page, '/mypage/');
    expect(await db.select().from(children).where(eq(children.id, childId))).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});
