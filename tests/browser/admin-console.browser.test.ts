import { inquiries } from '@hibi/db';
import { describe, expect, it } from 'vitest';
import { invitationLinkOf } from '#tests/support/admin-api.ts';
import { adminNavLabels, adminSignInOnPage } from '#tests/support/admin-pages.ts';
import { expectAccessible } from '#tests/support/axe.ts';
import { openPage, useServerAndBrowser } from '#tests/support/browser.ts';
import { testPassword } from '#tests/support/fixtures.ts';
import { expectPath, toastText } from '#tests/support/guardian-pages.ts';
import { createStaff } from '#tests/support/staff.ts';

const suite = useServerAndBrowser();
const shots = process.env.SCREENSHOT_DIR;

describe.each([1280, 768])('the operators’ console at %i px', (width) => {
  it('an operator creates a facility, invites its staff member, who sees only that facility; an inquiry is handled', async () => {
    const { db } = suite.server.database;
    const operator = await createStaff(db);
    const [inquiry] = await db
      .insert(inquiries)
      .values({
        kind: 'contact',
        name: `問合 ${width}`,
        email: 'q@example.jp',
        title: `導入の相談 ${width}`,
        message: '資料をください。',
      })
      .returning();
    const { page, errors, close } = await openPage(suite.browser, { width });
    const shot = async (name: string) => {
      if (shots) await page.screenshot({ path: `${shots}/admin-${name}-${width}.png`, fullPage: true });
    };

    // A signed-out visit goes to the console's sign-in and comes back.
    await page.goto(`${suite.server.url}/admin/facilities/`);
    await expectPath(page, '/admin/signin/?next=%2Fadmin%2Ffacilities%2F');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await expectAccessible(page, `admin sign-in at ${width}`);
    await adminSignInOnPage(page, operator.email, testPassword);
    await expectPath(page, '/admin/facilities/');
    await expect.poll(() => adminNavLabels(page)).toContain('お問い合わせ');

    // A facility with two classes.
    await page.getByRole('link', { name: '施設を登録' }).click();
    await expectPath(page, '/admin/facilities/new/');
    const code = `sakura-${width}`;
    await page.getByLabel('施設名').fill(`さくら保育園 ${width}`);
    await page.getByLabel('施設コード').fill(code);
    await page.getByRole('button', { name: 'クラスを追加' }).click();
    await page.getByLabel('1番目のクラス名').fill('ひよこ組');
    await page.getByRole('button', { name: 'クラスを追加' }).click();
    await page.getByLabel('2番目のクラス名').fill('うさぎ組');
    await expectAccessible(page, `facility form at ${width}`);
    await shot('facility-form');
    await page.getByRole('button', { name: '登録する' }).click();
    await expect.poll(() => page.url(), { timeout: 10_000 }).toMatch(/\/admin\/facilities\/[0-9a-f-]{36}\/$/);
    await expect
      .poll(() => page.locator('.admin-facts').textContent())
      .toContain('ひよこ組（0人）、うさぎ組（0人）');
    await shot('facility-detail');

    // The invitation, read from the mail outbox.
    await page
      .getByRole('navigation', { name: '管理メニュー' })
      .getByRole('link', { name: 'スタッフ' })
      .click();
    await expectPath(page, '/admin/staff/');
    const staffEmail = `sakura-staff-${width}@hibi.example`;
    await page.getByLabel('氏名').fill('桜井 さくら');
    await page.getByLabel('メールアドレス').fill(staffEmail);
    await page.getByLabel('施設').selectOption({ label: `さくら保育園 ${width}` });
    await page.getByRole('button', { name: '招待メールを送る' }).click();
    expect(await toastText(page)).toContain('招待メールを送りました');
    await expect.poll(() => page.locator('.admin-pending').textContent()).toContain(staffEmail);
    await expectAccessible(page, `staff page at ${width}`);
    await shot('staff');

    // The inbox: mark the inquiry handled; it leaves the unhandled list.
    await page.getByRole('link', { name: 'お問い合わせ' }).click();
    await expectPath(page, '/admin/inbox/');
    const item = page.locator('.admin-inquiry', { hasText: `導入の相談 ${width}` });
    await item.getByRole('button', { name: '対応済みにする' }).click();
    await expect.poll(() => item.count()).toBe(0);
    await page.getByRole('button', { name: '対応済み', exact: true }).click();
    await expect.poll(() => item.getByRole('button', { name: '未対応に戻す' }).count()).toBe(1);
    await expectAccessible(page, `inbox at ${width}`);
    await shot('inbox');
    expect(inquiry?.id).toBeTruthy();

    await page.getByRole('link', { name: '操作履歴' }).click();
    await expect.poll(() => page.locator('.admin-table').textContent()).toContain('お問い合わせを対応済みに');
    await shot('audit');
    expect(errors).toEqual([]);
    await close();

    // The staff member accepts in another browser and sees only their facility.
    const link = await invitationLinkOf(suite.server, staffEmail);
    const invited = await openPage(suite.browser, { width });
    await invited.page.goto(link.replace(/^https?:\/\/[^/]+/, suite.server.url));
    await invited.page.getByLabel('パスワード').fill('sakura-2026');
    await invited.page.getByRole('button', { name: 'パスワードを設定する' }).click();
    await expectPath(invited.page, '/admin/approvals/');
    await invited.page.goto(`${suite.server.url}/admin/facilities/`);
    await expect
      .poll(() => invited.page.locator('.admin-table tbody tr').allTextContents())
      .toEqual([expect.stringContaining(`さくら保育園 ${width}`)]);
    expect(await adminNavLabels(invited.page)).not.toContain('お問い合わせ');
    expect(await invited.page.getByRole('link', { name: '施設を登録' }).count()).toBe(0);
    await invited.page
      .screenshot({ path: `${shots ?? '/tmp'}/admin-staff-facilities-${width}.png` })
      .catch(() => {});
    await invited.close();
  }, 120_000);
});
