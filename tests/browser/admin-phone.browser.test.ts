// Issue 44 (point 2): the console on a teacher's phone. At 375 px the menu is one line, the lists
// fit the screen, and the upload screen speaks of picking (not dragging) and shows what was picked.
import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { confirmUpload } from '#tests/support/admin-pages.ts';
import { expectAccessible } from '#tests/support/axe.ts';
import { openPage, useServerAndBrowser } from '#tests/support/browser.ts';
import { deliverMedia } from '#tests/support/deliver-media.ts';
import { createFacility, createGuardian, testPassword } from '#tests/support/fixtures.ts';
import { expectPath, signInOnPage } from '#tests/support/guardian-pages.ts';
import { createStaff } from '#tests/support/staff.ts';

const suite = useServerAndBrowser();
const shots = '/tmp/admin-phone-shots';
beforeAll(() => mkdir(shots, { recursive: true }));

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const menuHeight = (page: Page) =>
  page.locator('.admin-nav').evaluate((nav) => nav.getBoundingClientRect().height);

async function facilityWithADay() {
  const { db } = suite.server.database;
  const facility = await createFacility(db, { name: 'ひだまり保育園' });
  await createGuardian(db, { facilityId: facility.id, status: 'requested' });
  for (const count of [0, 3, 8]) {
    const { child } = await createGuardian(db, { facilityId: facility.id });
    const items = Array.from({ length: count }, () => ({ shootingAt: new Date() }));
    await deliverMedia(
      { db, storage: suite.server.context.storage, facilityId: facility.id, childId: child.id },
      items,
    );
  }
  return createStaff(db, { role: 'facility_staff', facilityId: facility.id });
}

describe('the console on a phone', () => {
  it('keeps the menu to one line and every screen inside 375 px', async () => {
    const staff = await facilityWithADay();
    const { page, errors, close } = await openPage(suite.browser, { width: 375 });
    await page.goto(`${suite.server.url}/admin/signin/?next=/admin/approvals/`);
    await signInOnPage(page, staff.email, testPassword);
    await expectPath(page, '/admin/approvals/');
    await page.locator('.approval-item-meta').filter({ hasText: '同意' }).first().waitFor();
    expect(await page.locator('.approval-item-meta').filter({ hasText: '同意' }).first().textContent()).toBe(
      '同意：同意済み',
    );
    expect(await menuHeight(page)).toBeLessThan(64);
    expect(await overflow(page)).toBe(0);
    await page.screenshot({ path: `${shots}/approvals-375.png` });

    await page.goto(`${suite.server.url}/admin/audit/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The current screen's entry, last in the row, is scrolled into the menu's view.
    const active = await page.locator('.admin-nav a.active').evaluate((link) => {
      const box = link.getBoundingClientRect();
      return box.left >= 0 && box.right <= window.innerWidth;
    });
    expect(active).toBe(true);

    await page.goto(`${suite.server.url}/admin/fairness/`);
    const flag = page.locator('.fairness-flag').first();
    await flag.waitFor();
    expect(await overflow(page)).toBe(0);
    expect(await flag.evaluate((el) => el.getBoundingClientRect().right <= window.innerWidth)).toBe(true);
    await expectAccessible(page, 'fairness at 375');
    await page.screenshot({ path: `${shots}/fairness-375.png`, fullPage: true });

    await page.goto(`${suite.server.url}/admin/upload/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(
      await page
        .getByText(/ドラッグ/)
        .filter({ visible: true })
        .count(),
    ).toBe(0);
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c84' } })
      .jpeg()
      .toBuffer();
    await page
      .locator('input[type=file]')
      .setInputFiles([{ name: 'IMG_0001.JPG', mimeType: 'image/jpeg', buffer: photo }]);
    await confirmUpload(page, 1);
    const thumb = page.locator('.upload-file img.upload-thumb');
    await thumb.waitFor({ timeout: 10_000 });
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
    expect(await overflow(page)).toBe(0);
    await page.screenshot({ path: `${shots}/upload-375.png`, fullPage: true });
    expect(errors).toEqual([]);
    await close();
  });

  it('shows every menu entry at once on a 768 px tablet', async () => {
    const staff = await facilityWithADay();
    const { page, close } = await openPage(suite.browser, { width: 768 });
    await page.goto(`${suite.server.url}/admin/signin/?next=/admin/fairness/`);
    await signInOnPage(page, staff.email, testPassword);
    await expectPath(page, '/admin/fairness/');
    const hidden = await page
      .locator('.admin-nav a')
      .evaluateAll(
        (links) => links.filter((link) => link.getBoundingClientRect().right > window.innerWidth).length,
      );
    expect(hidden).toBe(0);
    await close();
  });
});
