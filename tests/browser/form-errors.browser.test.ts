import { describe, expect, it, onTestFailed } from 'vitest';
import { expectAccessible } from '#tests/support/axe.ts';
import { openPage, useServerAndBrowser } from '#tests/support/browser.ts';
import { createFacility, createGuardian, testPassword } from '#tests/support/fixtures.ts';
import { expectPath, signInOnPage } from '#tests/support/guardian-pages.ts';
import { newAddress, signupClient, signupPassword } from '#tests/support/signup-client.ts';
import { fillSignupRequest } from '#tests/support/signup-pages.ts';
import {
  expectFieldError,
  expectSignInRefused,
  fieldErrorOf,
  formAlertOf,
  screenshotsOf,
} from './form-error-support.ts';

// Issue 44, point 11: a refusal shows on the field it concerns (which takes the focus) or above
// the form's button, never as a toast over the button, at the phone width where it was seen.
const suite = useServerAndBrowser();
const shots = '/tmp/signup-shots';

async function consentAndSend(page: import('playwright-core').Page) {
  await page.getByLabel('利用規約').check();
  await page.getByLabel('プライバシーポリシー').check();
  await page.getByLabel('顔認識').check();
  await page.getByRole('button', { name: '認証コードを送る' }).click();
}

describe('the guardian forms at 375 px', () => {
  it('says a failed sign-in above the button, with no toast over it', async () => {
    const facility = await createFacility(suite.server.database.db);
    const { guardian } = await createGuardian(suite.server.database.db, { facilityId: facility.id });
    for (const width of [375, 768]) {
      const { page, errors, close } = await openPage(suite.browser, { width });
      await page.goto(`${suite.server.url}/signin/`);
      await signInOnPage(page, guardian.email, 'wrong-password-1');
      await expectSignInRefused(page);
      await expectPath(page, '/signin/');
      await expectAccessible(page, `sign-in refused at ${width}`);
      await page.screenshot({ path: `${shots}/signin-refused-${width}.png`, fullPage: true });
      // The browser's own log line for the refusal; nothing else went wrong.
      expect(errors.filter((error) => !/status of 40[01]/.test(error))).toEqual([]);
      await close();
    }
  });

  it('marks the field first found empty, with the focus on it', async () => {
    const { page, close } = await openPage(suite.browser);
    await page.goto(`${suite.server.url}/signup/`);
    await page.getByRole('button', { name: '認証コードを送る' }).click();
    await expectFieldError(page.getByLabel('メールアドレス'), 'メールアドレスを入力してください。');
    await close();
  });

  it('puts an address already registered on the address field, not in a toast', async () => {
    const { page, close } = await openPage(suite.browser);
    onTestFailed(() => page.screenshot({ path: `${shots}/fail-taken.png`, fullPage: true }).then(() => {}));
    const email = newAddress();
    await signupClient(suite.server).verifiedGuardian(email);
    await page.goto(`${suite.server.url}/signup/`);
    await page.getByLabel('メールアドレス').fill(email);
    await page.getByLabel('パスワード').fill(testPassword);
    await consentAndSend(page);
    const field = page.getByLabel('メールアドレス');
    await expect.poll(() => fieldErrorOf(field).then((state) => state.invalid)).toBe(true);
    const state = await fieldErrorOf(field);
    expect(state).toMatchObject({ redOutline: true, focused: true });
    expect(state.described).toContain('すでに登録されています');
    expect((await formAlertOf(page)).toasts).toBe(0);
    await expectAccessible(page, 'an address already registered');
    await screenshotsOf(page, 'signup-address-taken');
    await close();
  });

  it("puts the server's word on the child's birthday on that field", async () => {
    const facility = await createFacility(suite.server.database.db, { name: 'ひなた保育園' });
    const email = newAddress();
    await signupClient(suite.server).verifiedGuardian(email);
    const { page, close } = await openPage(suite.browser);
    onTestFailed(() =>
      page.screenshot({ path: `${shots}/fail-birthday.png`, fullPage: true }).then(() => {}),
    );
    await page.goto(`${suite.server.url}/signin/`);
    await signInOnPage(page, email, signupPassword);
    await expectPath(page, '/signup/');
    await page.getByLabel('施設コード').fill(facility.code);
    await page.getByRole('button', { name: '確認', exact: true }).click();
    await page.getByText('ひなた保育園').waitFor();
    // Typed, a date after today reaches the server.
    const child = await fillSignupRequest(page, '2099-04-01');
    await expectFieldError(child.getByLabel('生年月日'), '未来の日付は指定できません。');
    expect((await formAlertOf(page)).toasts).toBe(0);
    await expectAccessible(page, 'a birthday refused by the server');
    await screenshotsOf(page, 'signup-birthday-refused');
    await close();
  });
});
