import { describe, expect, it, onTestFailed } from 'vitest';
import { expectAccessible } from '#tests/support/axe.ts';
import { openPage, useServerAndBrowser } from '#tests/support/browser.ts';
import { createFacility } from '#tests/support/fixtures.ts';

// Issue 44, point 13: the invite link names its facility from the first step, and a link whose
// code is no facility's says so there, instead of being ignored until step 3.
const suite = useServerAndBrowser();
const shots = '/tmp/signup-shots';
const unknown = 'この招待リンクの園が見つかりません。園からのご案内のリンクをもう一度お確かめください。';

describe('the invite link', () => {
  it.each([375, 768])('names its facility on the first step at %i px', async (width) => {
    const facility = await createFacility(suite.server.database.db, { name: 'ひなた保育園' });
    const { page, errors, close } = await openPage(suite.browser, { width });
    await page.goto(`${suite.server.url}/signup/?facility=${facility.code}`);
    await expect.poll(() => page.locator('.signup-invite').textContent()).toBe('ひなた保育園 のお申し込み');
    // Above the first step's form, before anything was typed.
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('ひびフォトに新規登録');
    await expectAccessible(page, `invite link at ${width}`);
    await page.screenshot({ path: `${shots}/signup-invite-${width}.png`, fullPage: true });
    expect(errors).toEqual([]);
    await close();
  });

  it.each([
    ['a code no facility has', 'no-such-nursery'],
    ['what cannot be a code', 'ひなた'],
  ])('says so on the first step for %s, at 375 px', async (_case, code) => {
    const { page, errors, close } = await openPage(suite.browser, { width: 375 });
    onTestFailed(() => page.screenshot({ path: `${shots}/fail-invite.png`, fullPage: true }).then(() => {}));
    await page.goto(`${suite.server.url}/signup/?facility=${encodeURIComponent(code)}`);
    const alert = page.locator('.signup-invite-problem');
    await expect.poll(() => alert.locator('.notice-box-title').textContent()).toBe(unknown);
    expect(await alert.getAttribute('role')).toBe('alert');
    // Signing up goes on: the code can still be typed at step 3.
    expect(await page.getByLabel('メールアドレス').isEditable()).toBe(true);
    await expectAccessible(page, `unknown invite (${code})`);
    await page.screenshot({ path: `${shots}/signup-invite-unknown-375.png`, fullPage: true });
    // The lookup's 404 or 400 is the browser's own log line; nothing else went wrong.
    expect(errors.filter((error) => !/status of 40[04]/.test(error))).toEqual([]);
    await close();
  });
});
