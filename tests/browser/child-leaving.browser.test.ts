// 退園・卒園 (decision 0078) at 375 px: staff mark a child as leaving and undo it in the console;
// the family reads when the photos go and saves a month as a ZIP the browser downloads itself.
import { readFile } from 'node:fs/promises';
import { children, eq } from '@hibi/db';
import { addTokyoDays, japaneseDate, tokyoDate, tokyoInstant } from '@hibi/domain';
import { describe, expect, it } from 'vitest';
import { adminSignInOnPage } from '#tests/support/admin-pages.ts';
import { expectAccessible } from '#tests/support/axe.ts';
import { openPage, useServerAndBrowser } from '#tests/support/browser.ts';
import { deliverMedia } from '#tests/support/deliver-media.ts';
import { createFacility, createGuardian, testPassword } from '#tests/support/fixtures.ts';
import { expectPath, signInOnPage, toastText } from '#tests/support/guardian-pages.ts';
import { createStaff } from '#tests/support/staff.ts';

const suite = useServerAndBrowser();
const slashDateOf = (date: string) => date.replaceAll('-', '/');
const noSideScroll = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('a child leaving, at 375 px', () => {
  it('staff mark a child as graduating after confirming, see it on the family page, and undo it', async () => {
    const { db } = suite.server.database;
    const facility = await createFacility(db, { name: 'ひまわり保育園' });
    const staff = await createStaff(db, { role: 'facility_staff', facilityId: facility.id });
    const family = await createGuardian(db, { facilityId: facility.id });
    const leavesOn = addTokyoDays(tokyoDate(new Date()), 14);
    const path = `/admin/families/${family.familyId}/`;

    const { page, errors, close } = await openPage(suite.browser, { width: 375 });
    await page.goto(`${suite.server.url}/admin/signin/?next=${encodeURIComponent(path)}`);
    await adminSignInOnPage(page, staff.email, testPassword);
    await expectPath(page, path);
    await page.getByText('退園・卒園を登録する').click();
    await page.getByLabel('卒園').check();
    await page.getByLabel(/^退園日/).fill(leavesOn);
    expect(await noSideScroll(page)).toBe(true);
    await expectAccessible(page, 'family page with the leaving form');
    await page.getByRole('button', { name: '登録する' }).click();
    const name = `${family.child.lastName} ${family.child.firstName}さん`;
    const dialog = page.getByRole('dialog', { name: `${name}の卒園を登録します` });
    expect(await dialog.textContent()).toContain(`${slashDateOf(leavesOn)}以降に撮影された写真は`);
    await dialog.getByRole('button', { name: '登録する' }).click();
    await expect.poll(() => toastText(page)).toContain(`${name}の卒園を登録しました`);
    const status = page.locator('.child-leaving-status');
    await expect.poll(() => status.textContent()).toContain(`卒園：${slashDateOf(leavesOn)}`);
    const [marked] = await db.select().from(children).where(eq(children.id, family.child.id));
    expect(marked).toMatchObject({ leavesOn, leavingReason: 'graduation' });
    await page.screenshot({ path: '/tmp/child-leaving-console-375.png', fullPage: true });

    await page.getByRole('button', { name: '卒園の登録を取り消す' }).click();
    await page
      .getByRole('dialog', { name: `${name}の卒園の登録を取り消します` })
      .getByRole('button', { name: '取り消す' })
      .click();
    await expect.poll(() => page.getByText('退園・卒園を登録する').count()).toBe(1);
    const [undone] = await db.select().from(children).where(eq(children.id, family.child.id));
    expect(undone?.leavesOn).toBeNull();
    expect(errors).toEqual([]);
    await close();
  });

  it('the family reads when the photos go, and saves a month as one ZIP the browser downloads', async () => {
    const { db } = suite.server.database;
    const facility = await createFacility(db);
    const family = await createGuardian(db, {
      facilityId: facility.id,
      approvedAt: new Date(Date.now() - 60_000),
    });
    const leavesOn = addTokyoDays(tokyoDate(new Date()), 3);
    await db
      .update(children)
      .set({ leavesOn, leavingReason: 'withdrawal', nickname: 'たっくん' })
      .where(eq(children.id, family.child.id));
    await deliverMedia(
      { db, storage: suite.server.context.storage, facilityId: facility.id, childId: family.child.id },
      [
        { shootingAt: tokyoInstant('2026-10-05', 10) },
        { shootingAt: tokyoInstant('2026-10-06', 10) },
        { shootingAt: tokyoInstant('2026-10-07', 10), kind: 'video' },
        { shootingAt: tokyoInstant('2026-09-20', 10) },
      ],
    );

    const { page, errors, close } = await openPage(suite.browser, { width: 375 });
    await page.goto(`${suite.server.url}/mypage/`);
    await signInOnPage(page, family.guardian.email, testPassword);
    await expectPath(page, '/mypage/');
    const notice = page.getByRole('region', { name: '削除のお知らせ' });
    await expect
      .poll(() => notice.textContent())
      .toContain(`${japaneseDate(addTokyoDays(leavesOn, 30))}にお子さまの写真・動画は削除されます。`);
    expect(await noSideScroll(page)).toBe(true);
    await notice.getByRole('link', { name: '写真・動画をまとめて保存する' }).click();
    await expectPath(page, '/mypage/download/');
    const rows = page.locator('.export-month');
    await expect
      .poll(() => rows.allTextContents())
      .toEqual(['2026年10月写真2枚・動画1本保存', '2026年9月写真1枚保存']);
    expect(await noSideScroll(page)).toBe(true);
    await expectAccessible(page, 'the export screen');
    await page.screenshot({ path: '/tmp/mypage-download-375.png', fullPage: true });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'たっくんさんの2026年10月の写真2枚・動画1本を保存' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^hibi-photo_202610_[0-9a-f]{8}\.zip$/);
    const zip = await readFile((await download.path()) ?? '');
    // Three entries in the central directory's end record.
    expect(zip.readUInt16LE(zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06])) + 10)).toBe(3);
    // The page stays where it was: the browser saved the file itself.
    await expectPath(page, '/mypage/download/');
    expect(errors).toEqual([]);
    await close();
  });
});
