import { refreshTokens } from '@hibi/db';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '#tests/support/axe.ts';
import { openPage, useServerAndBrowser } from '#tests/support/browser.ts';
import { createFacility, createGuardian, testPassword } from '#tests/support/fixtures.ts';
import {
  appPages,
  expectPath,
  movableClock,
  sessionItems,
  signInOnPage,
  signOutOnPage,
} from '#tests/support/guardian-pages.ts';
import { expectSignInRefused, formAlertOf } from './form-error-support.ts';

const clock = movableClock();
const suite = useServerAndBrowser({ now: clock.now });

async function approvedGuardian() {
  const facility = await createFacility(suite.server.database.db);
  return (await createGuardian(suite.server.database.db, { facilityId: facility.id })).guardian;
}

/** A new approved guardian, and a page open on the sign-in form. */
async function atSignInForm(options: Parameters<typeof openPage>[1] = {}) {
  const guardian = await approvedGuardian();
  const opened = await openPage(suite.browser, options);
  await opened.page.goto(`${suite.server.url}/signin/`);
  return { guardian, ...opened };
}

describe.each([375, 1440])('signing in at %i px', (width) => {
  it('goes to the timeline, shows who is signed in, and passes axe', async () => {
    const { guardian, page, errors, close } = await atSignInForm({ width });
    await expectAccessible(page, `sign-in at ${width}`);
    await signInOnPage(page, guardian.email, testPassword);
    await expectPath(page, '/timeline/');
    await expect.poll(() => page.locator('.header-account-name').textContent()).toContain(guardian.lastName);
    await expect.poll(() => page.getByRole('link', { name: 'ログイン', exact: true }).count()).toBe(0);
    expect(await sessionItems(page)).toEqual(
      expect.arrayContaining(['hibi.accessToken', 'hibi.sessionUser']),
    );
    expect(errors).toEqual([]);
    await close();
  });
});

describe('the sign-in form', () => {
  it("shows the server's message for a wrong password and stays on the form", async () => {
    const { guardian, page, close } = await atSignInForm();
    await signInOnPage(page, guardian.email, 'wrong-password-1');
    await expectSignInRefused(page);
    await expectPath(page, '/signin/');
    await close();
  });

  it('shows the section 8 fallback when the failure carries no message', async () => {
    const guardian = await approvedGuardian();
    const { page, close } = await openPage(suite.browser);
    await page.route('**/api/users/login', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto(`${suite.server.url}/signin/`);
    await signInOnPage(page, guardian.email, testPassword);
    await expect.poll(() => formAlertOf(page).then((alert) => alert.text)).toBe('ログインに失敗しました。');
    await close();
  });

  it('names the empty fields in Japanese without calling the server', async () => {
    const { page, close } = await openPage(suite.browser);
    let called = false;
    page.on('request', (request) => {
      if (request.url().includes('/api/users/login')) called = true;
    });
    await page.goto(`${suite.server.url}/signin/`);
    await page.getByRole('button', { name: 'ログイン' }).click();
    await expect
      .poll(() => page.locator('.field-error').allTextContents())
      .toEqual(['メールアドレスを入力してください。', 'パスワードを入力してください。']);
    expect(await page.getByLabel('メールアドレス').getAttribute('aria-invalid')).toBe('true');
    expect(called).toBe(false);
    await close();
  });
});

describe('the session check of every app page', () => {
  it('sends a signed-out visitor of each page to /signin/, and back there after signing in', async () => {
    const guardian = await approvedGuardian();
    const { page, errors, close } = await openPage(suite.browser);
    for (const path of appPages) {
      await page.goto(`${suite.server.url}${path}`);
      await expectPath(page, `/signin/?next=${encodeURIComponent(path)}`);
    }
    await page.goto(`${suite.server.url}/signin/?next=${encodeURIComponent('/mypage/notifications/')}`);
    await signInOnPage(page, guardian.email, testPassword);
    await expectPath(page, '/mypage/notifications/');
    expect(errors).toEqual([]);
    await close();
  });

  it('refreshes an expired access token without the guardian noticing', async () => {
    const { guardian, page, errors, close } = await atSignInForm();
    // The timeline's own calls finish with the token they started with. (networkidle says nothing
    // here: it fired once, on the sign-in page, before the app moved to the timeline in place.)
    const timelineCalls = ['/timeline/list', '/timeline?', '/groups/children/'].map((part) =>
      page.waitForResponse((response) => response.url().includes(part)),
    );
    await signInOnPage(page, guardian.email, testPassword);
    await expectPath(page, '/timeline/');
    await Promise.all(timelineCalls);
    clock.advance(10 * 60 * 1000);
    const refreshes: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/users/refreshToken')) refreshes.push(response.status());
    });
    await page.goto(`${suite.server.url}/mypage/`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('プロフィールとお子さまの情報');
    expect(refreshes).toEqual([200]);
    // The expired token's one 401 is the browser's own log line; nothing else went wrong.
    expect(errors.filter((error) => !error.includes('status of 401'))).toEqual([]);
    await close();
  });

  it('keeps a family signed in when they open the app in a new tab', async () => {
    const { guardian, page, errors, close } = await atSignInForm();
    await signInOnPage(page, guardian.email, testPassword);
    await expectPath(page, '/timeline/');
    expect(await page.evaluate(() => document.cookie)).toContain('isAuthorized=true');
    const tab = await page.context().newPage();
    await tab.goto(`${suite.server.url}/mypage/`);
    await expect
      .poll(() => tab.locator('h1').textContent(), { timeout: 10_000 })
      .toBe('プロフィールとお子さまの情報');
    expect(errors).toEqual([]);
    await close();
  });

  it('ends the session when the 401 survives the refresh', async () => {
    const { guardian, page, close } = await atSignInForm();
    await signInOnPage(page, guardian.email, testPassword);
    await expectPath(page, '/timeline/');
    await page.waitForLoadState('networkidle');
    // Signed out elsewhere: every refresh token of the guardian is revoked.
    await suite.server.database.db.update(refreshTokens).set({ revokedAt: clock.now() });
    clock.advance(10 * 60 * 1000);
    await page.goto(`${suite.server.url}/mypage/plan/`);
    await expectPath(page, `/signin/?next=${encodeURIComponent('/mypage/plan/')}`);
    expect(await sessionItems(page)).toEqual([]);
    await close();
  });
});

describe('signing out', () => {
  it('calls the server, then clears the storage and the cookies', async () => {
    const { guardian, page, close } = await atSignInForm();
    await signInOnPage(page, guardian.email, testPassword);
    await expectPath(page, '/timeline/');
    expect((await page.context().cookies()).map((cookie) => cookie.name)).toContain('refreshToken');
    const logout = page.waitForResponse((response) => response.url().endsWith('/api/users/logout'));
    // Asked once more: a stray tap beside the profile never signs out.
    await signOutOnPage(page);
    expect((await logout).status()).toBe(200);
    await expectPath(page, '/signin/');
    expect(await sessionItems(page)).toEqual([]);
    // Only the known-device mark stays: it is no session, it spares this browser others' lock-outs.
    expect((await page.context().cookies()).map((cookie) => cookie.name)).toEqual(['knownDevice']);
    await page.goto(`${suite.server.url}/timeline/`);
    await expectPath(page, `/signin/?next=${encodeURIComponent('/timeline/')}`);
    await close();
  });
});
