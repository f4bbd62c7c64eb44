import { children, eq } from '@hibi/db';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '#tests/support/axe.ts';
import { openPage, useServerAndBrowser } from '#tests/support/browser.ts';
import { deliverMedia } from '#tests/support/deliver-media.ts';
import { insertChild, testPassword } from '#tests/support/fixtures.ts';
import { expectPath, signInOnPage } from '#tests/support/guardian-pages.ts';
import { familyWithMedia } from '#tests/support/timeline-family.ts';

const suite = useServerAndBrowser();

/** A premium family with an elder child (4 photos) and an approved younger brother (3 photos). */
async function familyOfTwo() {
  const { db } = suite.server.database;
  const family = await familyWithMedia(suite.server, { type: 'premium', days: 2, perDay: 2 });
  const brother = await insertChild(db, family.guardianId, family.facilityId);
  await db
    .update(children)
    .set({ firstName: 'そら', position: 1, approvedAt: new Date(Date.now() - 30 * 86_400_000) })
    .where(eq(children.id, brother.id));
  const at = (hoursAgo: number) => ({ shootingAt: new Date(Date.now() - hoursAgo * 3_600_000) });
  await deliverMedia(
    { db, storage: suite.server.context.storage, facilityId: family.facilityId, childId: brother.id },
    [at(1), at(2), at(3)],
  );
  return family;
}

const count = (page: import('playwright-core').Page) => page.locator('.timeline-count').textContent();

describe('brothers and sisters at 375 px', () => {
  it('switches the timeline and the photo movies to the younger child, and keeps the choice', async () => {
    const family = await familyOfTwo();
    const { page, errors, close } = await openPage(suite.browser);
    await page.goto(`${suite.server.url}/signin/`);
    await signInOnPage(page, family.email, testPassword);
    await expectPath(page, '/timeline/');

    // The primary child first, and shown first.
    const choices = page.getByRole('radio');
    await expect.poll(() => choices.count()).toBe(2);
    expect(await page.locator('.child-switcher-option').nth(1).textContent()).toBe('そら');
    expect(await choices.first().isChecked()).toBe(true);
    await expect.poll(() => count(page)).toBe('4件の写真と動画');
    await expectAccessible(page, 'timeline with a child switcher');

    await page.getByRole('radio', { name: 'そら' }).check();
    await expect.poll(() => count(page)).toBe('3件の写真と動画');
    const shots = process.env.SCREENSHOT_DIR;
    if (shots) await page.screenshot({ path: `${shots}/child-switcher-375.png` });

    // Kept on this device: a reload and another screen show the brother.
    await page.reload();
    await expect.poll(() => count(page)).toBe('3件の写真と動画');
    expect(await page.getByRole('radio', { name: 'そら' }).isChecked()).toBe(true);
    await page.goto(`${suite.server.url}/photomovie/`);
    await expect.poll(() => page.getByRole('radio', { name: 'そら' }).isChecked()).toBe(true);
    await expectAccessible(page, 'photo movies with a child switcher');
    expect(errors).toEqual([]);
    await close();
  });

  it('shows no switcher to a family of one child', async () => {
    const family = await familyWithMedia(suite.server, { type: 'premium', days: 1, perDay: 1 });
    const { page, close } = await openPage(suite.browser);
    await page.goto(`${suite.server.url}/signin/`);
    await signInOnPage(page, family.email, testPassword);
    await expect.poll(() => count(page)).toBe('1件の写真と動画');
    expect(await page.locator('.child-switcher').count()).toBe(0);
    await close();
  });
});
