import { describe, expect, it, onTestFailed } from 'vitest';
import { expectAccessible } from '#tests/support/axe.ts';
import { openPage, useServerAndBrowser } from '#tests/support/browser.ts';
import { createFacility } from '#tests/support/fixtures.ts';
import { expectPath, signInOnPage } from '#tests/support/guardian-pages.ts';
import { newAddress, signupClient, signupPassword } from '#tests/support/signup-client.ts';
import { photoFile, recordUploadFields } from '#tests/support/signup-pages.ts';
import { formAlertOf, overflowOf, screenshotsOf } from './form-error-support.ts';

// Issue 44, point 11: sign-up's step 4 at the phone width where it was seen: its buttons inside
// the card, a fourth photo refused as the limit it is (not as a failed upload), and a failed
// send said above the button.
const suite = useServerAndBrowser();
const shots = '/tmp/signup-shots';

async function atThePhotos(width: number) {
  const facility = await createFacility(suite.server.database.db);
  const signup = signupClient(suite.server);
  const email = newAddress();
  await signup.requested(facility.id, await signup.verifiedGuardian(email));
  const opened = await openPage(suite.browser, { width });
  const uploads = await recordUploadFields(opened.page);
  await opened.page.goto(`${suite.server.url}/signin/`);
  await signInOnPage(opened.page, email, signupPassword);
  await expectPath(opened.page, '/signup/');
  await opened.page.getByRole('heading', { name: 'お子さまの顔写真' }).waitFor({ timeout: 8000 });
  return { ...opened, uploads };
}

const checking = (page: import('playwright-core').Page) =>
  page.locator('.photo-tile-check', { hasText: '顔を確認しています…' }).count();

describe('sign-up step 4', () => {
  it.each([375, 768])('keeps its buttons inside the card at %i px', async (width) => {
    const { page, errors, close } = await atThePhotos(width);
    expect(await overflowOf(page, '.auth-card')).toEqual({ pageWidth: width, viewport: width, outside: [] });
    await page.getByLabel('写真を選ぶ').setInputFiles([await photoFile('a.jpg'), await photoFile('b.jpg')]);
    await expect.poll(() => checking(page), { timeout: 8000 }).toBe(2);
    expect(await overflowOf(page, '.auth-card')).toEqual({ pageWidth: width, viewport: width, outside: [] });
    await page.screenshot({ path: `${shots}/signup-step4-${width}.png`, fullPage: true });
    expect(errors).toEqual([]);
    await close();
  });

  it('refuses a fourth photo as the limit of three, uploading none of it', async () => {
    const { page, errors, close, uploads } = await atThePhotos(375);
    onTestFailed(() => page.screenshot({ path: `${shots}/fail-fourth.png`, fullPage: true }).then(() => {}));
    const four = await Promise.all(['a', 'b', 'c', 'd'].map((name) => photoFile(`${name}.jpg`)));
    const problem = page.locator('.photo-count + .field-error');
    await page.getByLabel('写真を選ぶ').setInputFiles(four);
    await expect.poll(() => problem.textContent()).toBe('写真は3枚までです。あと3枚選べます。');
    await page.getByLabel('写真を選ぶ').setInputFiles(four.slice(0, 3));
    await expect.poll(() => checking(page), { timeout: 8000 }).toBe(3);
    expect(await problem.count()).toBe(0);
    await page.getByLabel('写真を選ぶ').setInputFiles(four.slice(3));
    await expect
      .poll(() => problem.textContent())
      .toBe('写真は3枚までです。別の写真にするときは、選んだ写真を外してから選んでください。');
    expect(await page.getByRole('img', { name: /のプレビュー$/ }).count()).toBe(3);
    expect(await uploads()).toHaveLength(3);
    // Nothing failed: no upload error anywhere, and no toast.
    expect(await page.getByText('画像アップロードに失敗しました').count()).toBe(0);
    expect((await formAlertOf(page)).toasts).toBe(0);
    await expectAccessible(page, 'a fourth photo refused');
    await screenshotsOf(page, 'signup-fourth-photo');
    expect(errors).toEqual([]);
    await close();
  });

  it('says a failed send above the button, the photos kept to try again', async () => {
    const { page, errors, close } = await atThePhotos(375);
    onTestFailed(() => page.screenshot({ path: `${shots}/fail-send.png`, fullPage: true }).then(() => {}));
    await page.getByLabel('写真を選ぶ').setInputFiles([await photoFile('a.jpg')]);
    await expect.poll(() => checking(page), { timeout: 8000 }).toBe(1);
    await page.route('**/api/users/*/create/request', (route) =>
      route.request().method() === 'PUT' ? route.fulfill({ status: 400, body: '' }) : route.continue(),
    );
    await page.getByRole('button', { name: 'この写真で申し込む' }).click();
    await expect
      .poll(() => formAlertOf(page))
      .toEqual({ text: '申請に失敗しました。', aboveButton: true, toasts: 0 });
    expect(await page.getByRole('img', { name: /のプレビュー$/ }).count()).toBe(1);
    await expectAccessible(page, 'a failed send');
    await screenshotsOf(page, 'signup-send-failed');
    expect(errors.filter((error) => !error.includes('status of 400'))).toEqual([]);
    await close();
  });
});
