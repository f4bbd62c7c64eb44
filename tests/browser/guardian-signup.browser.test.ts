import { describe, expect, it, onTestFailed } from 'vitest';
import { expectAccessible } from '#tests/support/axe.ts';
import { openPage, useServerAndBrowser } from '#tests/support/browser.ts';
import { createFacility, testPassword } from '#tests/support/fixtures.ts';
import { askForSignupCode, expectPath, signInOnPage, signOutOnPage } from '#tests/support/guardian-pages.ts';
import { signupClient, signupPassword } from '#tests/support/signup-client.ts';
import { fillSignupRequest, mailedCode, photoFile, recordUploadFields } from '#tests/support/signup-pages.ts';
import { createStaff, staffTokenOf } from '#tests/support/staff.ts';
import { sampleJpeg } from '#tests/support/uploads.ts';

const suite = useServerAndBrowser();
let sequence = 0;
const newAddress = () => `browser-signup${++sequence}-${Date.now()}@example.jp`;

describe.each([375, 1440])('signing up at %i px', (width) => {
  it('goes from the invite link through the four steps to waiting for approval', async () => {
    const facility = await createFacility(suite.server.database.db);
    const email = newAddress();
    const { page, errors, close } = await openPage(suite.browser, { width });
    onTestFailed(() =>
      page.screenshot({ path: `/tmp/signup-fail-${width}.png`, fullPage: true }).then(() => undefined),
    );
    const uploads = await recordUploadFields(page);

    await page.goto(`${suite.server.url}/signup/?facility=${facility.code}`);
    await page.getByLabel('メールアドレス').fill(email);
    await page.getByLabel('パスワード').fill(testPassword);
    await page.getByRole('button', { name: '認証コードを送る' }).click();
    await expect
      .poll(() => page.locator('.field-error').allTextContents())
      .toEqual([
        '利用規約への同意が必要です。',
        'プライバシーポリシーへの同意が必要です。',
        '顔認識によるお子さまの写真の仕分けへの同意が必要です。',
      ]);
    await expectAccessible(page, `sign-up step 1 at ${width}`);
    await page.getByLabel('利用規約').check();
    await page.getByLabel('プライバシーポリシー').check();
    await page.getByLabel('顔認識').check();
    await page.getByRole('button', { name: '認証コードを送る' }).click();

    await page.getByLabel('認証コード').waitFor({ timeout: 8000 });
    await expectAccessible(page, `sign-up step 2 at ${width}`);
    await page.getByLabel('認証コード').fill(await mailedCode(suite.server, email));
    await page.getByRole('button', { name: '確認する' }).click();

    await page.getByText(facility.name).waitFor({ timeout: 8000 });
    // Interrupted, then signed in again without the link: it resumes with the link's nursery.
    await signOutOnPage(page);
    await expectPath(page, '/signin/');
    await signInOnPage(page, email, testPassword);
    await expectPath(page, '/signup/');
    await page.getByText(facility.name).waitFor({ timeout: 8000 });
    await expectAccessible(page, `sign-up step 3 at ${width}`);
    await fillSignupRequest(page, '2022-04-01');

    await page.getByRole('heading', { name: 'お子さまの顔写真' }).waitFor({ timeout: 8000 });
    await page
      .getByLabel('写真を選ぶ')
      .setInputFiles([await photoFile('a.jpg'), await photoFile('b.jpg', '#2a9d8f')]);
    await expect.poll(() => page.getByRole('img', { name: /のプレビュー$/ }).count()).toBe(2);
    await expect
      .poll(() => page.locator('.photo-tile-check', { hasText: '顔を確認しています…' }).count(), {
        timeout: 8000,
      })
      .toBe(2);
    await expectAccessible(page, `sign-up step 4 at ${width}`);
    await page.getByRole('button', { name: 'この写真で申し込む' }).click();

    await page.getByRole('heading', { name: '承認をお待ちください' }).waitFor({ timeout: 8000 });
    await expect.poll(() => page.getByText(facility.name).count()).toBeGreaterThan(0);
    await expectAccessible(page, `waiting at ${width}`);
    // Section 7's fields only, the file last: no Content-Type field.
    expect(await uploads()).toEqual([
      ['key', 'AWSAccessKeyId', 'policy', 'signature', 'file'],
      ['key', 'AWSAccessKeyId', 'policy', 'signature', 'file'],
    ]);
    expect(errors).toEqual([]);

    // Signing in again while waiting shows the same screen.
    await signOutOnPage(page, 'page');
    await expectPath(page, '/signin/');
    await signInOnPage(page, email, testPassword);
    await expectPath(page, '/signup/');
    await page.getByRole('heading', { name: '承認をお待ちください' }).waitFor({ timeout: 8000 });
    await close();
  });
});

describe('sending photos still on their way', () => {
  it('sends them once their uploads end, as the family meant by tapping', async () => {
    const facility = await createFacility(suite.server.database.db);
    const signup = signupClient(suite.server);
    const email = newAddress();
    await signup.requested(facility.id, await signup.verifiedGuardian(email));
    const { page, errors, close } = await openPage(suite.browser);
    await page.goto(`${suite.server.url}/signin/`);
    await signInOnPage(page, email, signupPassword);
    await expectPath(page, '/signup/');
    await page.getByRole('heading', { name: 'お子さまの顔写真' }).waitFor({ timeout: 8000 });
    // A slow connection: each upload takes a couple of seconds to reach the server.
    await page.route('**/storage/upload', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    await page.getByLabel('写真を選ぶ').setInputFiles([await photoFile('a.jpg'), await photoFile('b.jpg')]);
    await page.getByRole('button', { name: 'この写真で申し込む' }).click();
    await page.getByRole('button', { name: '写真のアップロードを待っています…' }).waitFor({ timeout: 1000 });
    await page.getByRole('heading', { name: '承認をお待ちください' }).waitFor({ timeout: 20_000 });
    expect(errors).toEqual([]);
    await close();
  });
});

describe('sign-up refusals', () => {
  it('shows the section 8 text for a wrong code', async () => {
    const email = newAddress();
    const { page, close } = await openPage(suite.browser);
    await page.goto(`${suite.server.url}/signup/`);
    await askForSignupCode(page, email, testPassword);
    const code = await mailedCode(suite.server, email);
    await page.getByLabel('認証コード').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: '確認する' }).click();
    // Marked on the field, which has the focus to type again; no toast over the button.
    const field = page.getByLabel('認証コード');
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('.toast').count()).toBe(0);
    expect(await page.locator('.field-error').textContent()).toBe(
      '認証に失敗しました。認証コードを確認してください',
    );
    expect(await field.evaluate((input) => input === input.ownerDocument.activeElement)).toBe(true);
    await expectAccessible(page, 'wrong code');

    // A new code, then a visible wait before the next; the new one works, the old one no longer.
    const resend = page.getByRole('button', { name: '認証コードをもう一度送る' });
    await resend.click();
    await expect
      .poll(() => page.locator('.resend-code-wait').textContent())
      .toMatch(/^あと\d+秒で、もう一度送れます$/);
    expect(await resend.isDisabled()).toBe(true);
    await expect.poll(() => mailedCode(suite.server, email)).not.toBe(code);
    await field.fill(code);
    await page.getByRole('button', { name: '確認する' }).click();
    await expect.poll(() => page.locator('.field-error').count()).toBe(1);
    await field.fill(await mailedCode(suite.server, email));
    await page.getByRole('button', { name: '確認する' }).click();
    await page.getByRole('heading', { name: '保護者とお子さまの情報' }).waitFor({ timeout: 8000 });
    await close();
  });

  it('shows the section 8 text for an address already registered', async () => {
    const email = newAddress();
    const { page, close } = await openPage(suite.browser);
    await page.route('**/api/users/create/init', (route) => route.fulfill({ status: 409, body: '' }));
    await page.goto(`${suite.server.url}/signup/`);
    await askForSignupCode(page, email, testPassword);
    // On the address it concerns (issue 44, point 11).
    const field = page.getByLabel('メールアドレス');
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('.field-error').textContent()).toBe(
      'このメールアドレスはすでに登録されています',
    );
    expect(await page.locator('.toast').count()).toBe(0);
    await close();
  });
});

describe('a rejected request', () => {
  it('shows the reason on signing in and takes new photos through the re-request path', async () => {
    const facility = await createFacility(suite.server.database.db);
    const signup = signupClient(suite.server);
    const email = newAddress();
    const { guardian, tickets } = await signup.requested(facility.id, await signup.verifiedGuardian(email));
    await signup.uploadAll(tickets.slice(0, 1), await sampleJpeg());
    expect((await signup.finalize(guardian)).status).toBe(200);
    const operator = await createStaff(suite.server.database.db);
    const rejected = await fetch(`${suite.server.url}/api/admin/guardians/reject`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${await staffTokenOf(suite.server.url, operator.email)}`,
      },
      body: JSON.stringify({ email, reason: 'お子さまのお顔が写っていませんでした。' }),
    });
    expect(rejected.status).toBe(200);

    const { page, errors, close } = await openPage(suite.browser);
    onTestFailed(() =>
      page.screenshot({ path: '/tmp/signup-fail-rejected.png', fullPage: true }).then(() => undefined),
    );
    const uploads = await recordUploadFields(page);
    await page.goto(`${suite.server.url}/signin/`);
    await signInOnPage(page, email, signupPassword);
    await expectPath(page, '/signup/');
    await page.getByRole('heading', { name: 'お申し込みを承認できませんでした' }).waitFor({ timeout: 8000 });
    await page.getByText('お子さまのお顔が写っていませんでした。').waitFor({ timeout: 8000 });
    await expectAccessible(page, 'rejected request');

    await page.getByRole('button', { name: '写真を選び直して申し込む' }).click();
    await page.getByRole('heading', { name: 'お子さまの顔写真' }).waitFor({ timeout: 8000 });
    // More photos than tickets (§5): refused as the limit, and nothing is uploaded.
    const four = await Promise.all(['a', 'b', 'c', 'd'].map((name) => photoFile(`${name}.jpg`)));
    await page.getByLabel('写真を選ぶ').setInputFiles(four);
    await page.getByText('写真は3枚までです。あと3枚選べます。').waitFor();
    expect(await uploads()).toEqual([]);
    // Three go up as they are chosen (this server runs no face check: they stay 'checking').
    await page.getByLabel('写真を選ぶ').setInputFiles(four.slice(0, 3));
    await expect
      .poll(() => page.locator('.photo-tile-check', { hasText: '顔を確認しています…' }).count(), {
        timeout: 8000,
      })
      .toBe(3);
    await page.getByRole('button', { name: 'この写真で申し込む' }).click();
    await page.getByRole('heading', { name: '承認をお待ちください' }).waitFor({ timeout: 8000 });
    expect(await uploads()).toHaveLength(3);
    expect((await signup.stateOf(guardian)).guardian?.status).toBe('requested');
    expect(errors).toEqual([]);
    await close();
  });
});
