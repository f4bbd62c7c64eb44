import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The guardian app's pages (DESIGN.md §6), each guarded by the session check. */
export const appPages = [
  '/timeline/',
  '/photomovie/',
  '/photomovie/3f0c1b7e-2f57-4c4e-9c1c-6d8b1f0a7e21/',
  '/mypage/',
  '/mypage/plan/',
  '/mypage/photos/',
  '/mypage/notifications/',
  '/mypage/password/',
  '/mypage/family/',
];

/** A clock the test moves forward, for tokens that expire. */
export function movableClock() {
  let offset = 0;
  return { now: () => new Date(Date.now() + offset), advance: (ms: number) => (offset += ms) };
}

/** Fills the sign-in form and submits it, as a guardian would. */
export async function signInOnPage(page: Page, email: string, password: string) {
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード').fill(password);
  await page.getByRole('button', { name: 'ログイン' }).click();
}

/** Sign-up's first step as a parent does it: address, password, the three consents, 認証コードを送る. */
export async function askForSignupCode(page: Page, email: string, password: string) {
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード').fill(password);
  await page.getByLabel('利用規約').check();
  await page.getByLabel('プライバシーポリシー').check();
  await page.getByLabel('顔認識').check();
  await page.getByRole('button', { name: '認証コードを送る' }).click();
}

/** The client storage items of the session (specification §3) left in the tab. */
export function sessionItems(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('hibi.')));
}

/** The text of the toast on screen, once one shows. */
export async function toastText(page: Page): Promise<string> {
  const toast = page.locator('.toast-message');
  // A toast follows a call to the server, which may wait on the pipeline's workers in a busy run.
  await toast.waitFor({ timeout: 60_000 });
  return (await toast.textContent()) ?? '';
}

/**
 * Signs out as a person does: ログアウト where it shows (the header's menu on a phone, or the page's
 * own button), then 「ログアウトする」 in the confirmation.
 */
export async function signOutOnPage(page: Page, from: 'menu' | 'page' = 'menu') {
  const scope = from === 'menu' ? page.locator('.site-nav') : page.locator('main');
  const signOut = (includeHidden: boolean) =>
    scope.getByRole('button', { name: 'ログアウト', exact: true, includeHidden });
  // The URL changes before the signed-in layout has rendered on a busy machine: wait for its button
  // (in the folded menu on a phone) before asking whether the menu needs opening.
  await signOut(true).waitFor({ state: 'attached' });
  if (from === 'menu' && (await page.locator('.menu-button').isVisible()))
    await page.getByRole('button', { name: 'メニュー' }).click();
  await signOut(false).click();
  await page
    .getByRole('dialog', { name: 'ログアウトしますか？' })
    .getByRole('button', { name: 'ログアウトする' })
    .click();
}

/**
 * The toast's text once it is what a person sees and hears: nothing drawn over its middle (a
 * dialog, the viewer), and not inside an inert or hidden part of the page.
 */
export async function toastOnTop(page: Page): Promise<string> {
  const toast = page.locator('.toast-message');
  // A toast follows a call to the server, which may wait on the pipeline's workers in a busy run.
  await toast.waitFor({ timeout: 60_000 });
  // A string, as this file is also type-checked without the DOM's types.
  return page.evaluate(`(() => {
    const element = document.querySelector('.toast-message');
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    const silenced = element.closest('[inert], [aria-hidden="true"]');
    return hit && element.contains(hit) && !silenced ? element.textContent : 'hidden';
  })()`);
}

/** Waits (up to 10 s: a first visit loads the page's code) until the path and query are `expected`. */
export async function expectPath(page: Page, expected: string) {
  await expect
    .poll(
      () => {
        const url = new URL(page.url());
        return url.pathname + url.search;
      },
      { timeout: 10_000 },
    )
    .toBe(expected);
}
