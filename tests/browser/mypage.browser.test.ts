import { refreshTokens } from '@hibi/db';
import { displayDate, monthDayText, trialEndDate } from '@hibi/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '#tests/support/axe.ts';
import { useServerAndBrowser } from '#tests/support/browser.ts';
import { createFacility, createGuardian, loginAs, testPassword } from '#tests/support/fixtures.ts';
import {
  expectPath,
  movableClock,
  signInOnPage,
  signOutOnPage,
  toastText,
} from '#tests/support/guardian-pages.ts';
import { signedInAt } from '#tests/support/signed-in-page.ts';
import { expectFieldError, screenshotsOf } from './form-error-support.ts';

const clock = movableClock();
const suite = useServerAndBrowser({ now: clock.now });
const dayMs = 86_400_000;

/** A family in its free trial, approved two days ago at a facility with the standard price. */
async function trialFamily() {
  const facility = await createFacility(suite.server.database.db);
  const approvedAt = new Date(Date.now() - 2 * dayMs);
  const created = await createGuardian(suite.server.database.db, { facilityId: facility.id, approvedAt });
  return { facility, approvedAt, ...created };
}

/** Opens `path` signed out, signs in on the page and lands back on it. */
const signedInOn = (width: number, email: string, path: string) => signedInAt(suite, path, { email, width });

const heading = (page: Page) => page.locator('h1').textContent();

/** Fills the password form through its labels and sends it. */
async function changePassword(page: Page, current: string, next: string, confirmation = next) {
  await page.getByLabel('現在のパスワード').fill(current);
  await page.getByLabel('新しいパスワード', { exact: true }).fill(next);
  await page.getByLabel('新しいパスワード（確認）').fill(confirmation);
  await page.getByRole('button', { name: 'パスワードを変更する' }).click();
}

describe.each([375, 1440])('my page at %i px', (width) => {
  it('shows the guardian as 姓 名, the primary child and the facility, then the plan', async () => {
    const { guardian, child, facility, approvedAt } = await trialFamily();
    const { page, errors, close } = await signedInOn(width, guardian.email, '/mypage/');
    await expect.poll(() => page.locator('.mypage-facts').allTextContents()).toHaveLength(2);
    expect(await page.locator('.mypage-guardian-name').textContent()).toBe(
      `${guardian.lastName} ${guardian.firstName}`,
    );
    // The name can be changed here, not only by writing to support (issue 44, points 8 and 10).
    if (width === 375) {
      await page.locator('.mypage-inline-link').click();
      await expectPath(page, '/mypage/name/');
      await page.getByLabel('名').fill('はなこ');
      await page.getByRole('button', { name: '保存する' }).click();
      await expectPath(page, '/mypage/');
      await expect
        .poll(() => page.locator('.mypage-guardian-name').textContent())
        .toBe(`${guardian.lastName} はなこ`);
      await page.reload();
      await expect
        .poll(() => page.locator('.mypage-guardian-name').textContent())
        .toBe(`${guardian.lastName} はなこ`);
    }
    const childFacts = (await page.locator('.mypage-facts').nth(1).textContent()) ?? '';
    expect(childFacts).toContain(`${child.lastName} ${child.firstName}`);
    expect(childFacts).toContain('2022/04/01');
    expect(childFacts).toContain(facility.name);
    expect(await page.getByText(guardian.email).count()).toBe(1);
    await expectAccessible(page, `my page at ${width}`);

    await page.getByRole('link', { name: /ご利用プラン/ }).click();
    await expectPath(page, '/mypage/plan/');
    await expect.poll(() => page.locator('.plan-current-name').textContent()).toBe('無料体験中');
    expect(await page.locator('.plan-trial-days').textContent()).toBe('残り12日');
    expect(await page.locator('.plan-trial-end').textContent()).toContain(
      displayDate(trialEndDate(approvedAt, 14)),
    );
    expect(await page.locator('.plan-price dd').allTextContents()).toEqual([
      `無料体験中（〜${monthDayText(trialEndDate(approvedAt, 14))}まで）`,
      '月額1,480円（税込）',
    ]);
    await expectAccessible(page, `plan at ${width}`);
    expect(errors).toEqual([]);
    await close();
  });

  it('keeps a notification switch through a reload, as the server does', async () => {
    const { guardian } = await trialFamily();
    const { page, errors, close } = await signedInOn(width, guardian.email, '/mypage/notifications/');
    const delivery = page.getByRole('switch', { name: '写真お届けのお知らせ' });
    await expect.poll(() => delivery.isChecked()).toBe(true);
    // A trial family does not get the paid-only mail and cannot turn it on.
    const movies = page.getByRole('switch', { name: /フォトムービー公開のお知らせ/ });
    expect(await movies.isChecked()).toBe(false);
    expect(await movies.isDisabled()).toBe(true);
    await expectAccessible(page, `notifications at ${width}`);

    const saved = page.waitForResponse((response) => response.url().includes('/notifications/unsubscribe'));
    await delivery.click();
    expect(await delivery.isChecked()).toBe(false);
    expect((await saved).status()).toBe(200);
    // Said on the row that turned, not in a toast far from it.
    const row = page.locator('.switch-row', { has: delivery });
    await expect.poll(() => row.locator('.switch-saved').textContent()).toBe('保存しました');
    expect(await page.locator('.toast').count()).toBe(0);
    await expectAccessible(page, `notifications saved at ${width}`);
    await page.reload();
    await expect.poll(() => heading(page)).toBe('メール通知の設定');
    await expect.poll(() => delivery.isChecked()).toBe(false);

    const { headers } = await loginAs(suite.server.url, guardian.email);
    const items = await (await fetch(`${suite.server.url}/api/users/notifications`, { headers })).json();
    expect(items).toContainEqual({ type: 'photo_delivery', optout: true });
    expect(errors).toEqual([]);
    await close();
  });

  it('changes the password, which then signs in', async () => {
    const { guardian } = await trialFamily();
    const { page, errors, close } = await signedInOn(width, guardian.email, '/mypage/password/');
    await expectAccessible(page, `password at ${width}`);
    await changePassword(page, testPassword, 'new-secret-42');
    expect(await toastText(page)).toContain('パスワードを変更しました。');
    await expectPath(page, '/mypage/');

    // The session goes on after the change; signing out and in again takes the new password.
    await signOutOnPage(page, 'page');
    await expectPath(page, '/signin/');
    await signInOnPage(page, guardian.email, 'new-secret-42');
    await expectPath(page, '/timeline/');
    expect(errors).toEqual([]);
    await close();
  });

  it('says so when the current password is wrong, and keeps the old one', async () => {
    const { guardian } = await trialFamily();
    const { page, errors, close } = await signedInOn(width, guardian.email, '/mypage/password/');
    await changePassword(page, 'not-my-password-1', 'new-secret-42');
    // On the current password, which takes the focus (issue 44, point 11).
    await expectFieldError(
      page.getByLabel('現在のパスワード'),
      'パスワードの変更に失敗しました。現在のパスワードが正しくありません。',
    );
    expect(await page.locator('.toast').count()).toBe(0);
    await expectPath(page, '/mypage/password/');
    await expectAccessible(page, `password error at ${width}`);
    if (width === 375) await screenshotsOf(page, 'mypage-password-refused');
    await expect(loginAs(suite.server.url, guardian.email)).resolves.toBeTruthy();
    await expect(loginAs(suite.server.url, guardian.email, 'new-secret-42')).rejects.toThrow();
    // The browser's own log line for the 400; nothing else went wrong.
    expect(errors.filter((error) => !error.includes('status of 400'))).toEqual([]);
    await close();
  });
});

describe('my page, the edges', () => {
  it('puts a switch back and says why when the server refuses it', async () => {
    const { guardian } = await trialFamily();
    const { page, close } = await signedInOn(375, guardian.email, '/mypage/notifications/');
    const news = page.getByRole('switch', { name: 'ひびフォトからのお知らせ' });
    await expect.poll(() => news.isChecked()).toBe(true);
    await page.route('**/api/users/notifications/unsubscribe*', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 400, message: 'ただいま設定を変更できません。' }),
      }),
    );
    await news.click();
    expect(await toastText(page)).toBe('ただいま設定を変更できません。');
    await expect.poll(() => news.isChecked()).toBe(true);
    await close();
  });

  it('checks the confirmation in the browser, without calling the server', async () => {
    const { guardian } = await trialFamily();
    const { page, close } = await signedInOn(375, guardian.email, '/mypage/password/');
    let called = false;
    page.on('request', (request) => {
      if (request.url().includes('/password/change')) called = true;
    });
    await changePassword(page, testPassword, 'new-secret-42', 'new-secret-43');
    await expect
      .poll(() => page.locator('.field-error').allTextContents())
      .toEqual(['新しいパスワードが一致しません。同じパスワードをもう一度入力してください。']);
    expect(called).toBe(false);
    await close();
  });

  it('renews an access token that ran out while the form was open', async () => {
    const { guardian } = await trialFamily();
    const { page, errors, close } = await signedInOn(375, guardian.email, '/mypage/password/');
    clock.advance(10 * 60 * 1000);
    await changePassword(page, testPassword, 'new-secret-42');
    expect(await toastText(page)).toContain('パスワードを変更しました。');
    await expectPath(page, '/mypage/');
    await expect(loginAs(suite.server.url, guardian.email, 'new-secret-42')).resolves.toBeTruthy();
    // The expired token's one 401 is the browser's own log line; nothing else went wrong.
    expect(errors.filter((error) => !error.includes('status of 401'))).toEqual([]);
    await close();
  });

  it('sends the guardian to sign in, saying why, when the session has ended', async () => {
    const { guardian } = await trialFamily();
    const { page, close } = await signedInOn(375, guardian.email, '/mypage/password/');
    // Signed out elsewhere, and the access token has run out since.
    await suite.server.database.db.update(refreshTokens).set({ revokedAt: clock.now() });
    clock.advance(10 * 60 * 1000);
    await changePassword(page, testPassword, 'new-secret-42');
    await expectPath(page, `/signin/?next=${encodeURIComponent('/mypage/password/')}`);
    expect(await toastText(page)).toContain('もう一度ログインしてから');
    await signInOnPage(page, guardian.email, testPassword);
    await expectPath(page, '/mypage/password/');
    await close();
  });
});
