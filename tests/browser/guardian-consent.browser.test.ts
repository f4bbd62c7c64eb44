import { and, consents, eq } from '@hibi/db';
import { documentVersions } from '@hibi/domain';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '#tests/support/axe.ts';
import { openPage, useServerAndBrowser } from '#tests/support/browser.ts';
import { createFacility, createGuardian, testPassword } from '#tests/support/fixtures.ts';
import { expectPath, signInOnPage, signOutOnPage } from '#tests/support/guardian-pages.ts';

const suite = useServerAndBrowser();

/** An approved guardian who agreed to the privacy policy of 2026-04-01, before its revision. */
async function guardianOfOlderPolicy() {
  const { db } = suite.server.database;
  const facility = await createFacility(db);
  const { guardian } = await createGuardian(db, { facilityId: facility.id });
  await db
    .delete(consents)
    .where(and(eq(consents.guardianId, guardian.id), eq(consents.document, 'privacy')));
  await db.insert(consents).values({ guardianId: guardian.id, document: 'privacy', version: '2026-04-01' });
  return guardian;
}

const privacyRows = (guardianId: string) =>
  suite.server.database.db
    .select()
    .from(consents)
    .where(and(eq(consents.guardianId, guardianId), eq(consents.document, 'privacy')));

describe('a revised privacy policy at sign-in (decision 0076)', () => {
  it('asks again before the app, records the new version, and does not ask the next time', async () => {
    const guardian = await guardianOfOlderPolicy();
    const { page, errors, close } = await openPage(suite.browser, { width: 375 });
    await page.goto(`${suite.server.url}/signin/`);
    await signInOnPage(page, guardian.email, testPassword);

    const heading = page.getByRole('heading', { name: '規約改定のお知らせ' });
    await heading.waitFor({ timeout: 10_000 });
    // Only the revised text is asked; the app's menu waits behind the consent.
    expect(await page.getByRole('checkbox').count()).toBe(1);
    expect(await page.getByRole('navigation', { name: 'アプリのメニュー' }).count()).toBe(0);
    const link = page.locator('.consent-screen').getByRole('link', { name: /プライバシーポリシー/ });
    expect(await link.getAttribute('href')).toBe('/privacy/');
    await expectAccessible(page, 'consent screen at 375');
    await page.screenshot({ path: '/tmp/consent-screen-375.png', fullPage: true });

    await page.getByRole('button', { name: '同意して続ける' }).click();
    await expect
      .poll(() => page.locator('.field-error').allTextContents())
      .toEqual(['プライバシーポリシーへの同意が必要です。']);
    await page.getByLabel('プライバシーポリシー').check();
    await page.getByRole('button', { name: '同意して続ける' }).click();
    await page.getByRole('navigation', { name: 'アプリのメニュー' }).waitFor({ timeout: 10_000 });
    await expectPath(page, '/timeline/');
    expect((await privacyRows(guardian.id)).map((row) => row.version).sort()).toEqual(
      ['2026-04-01', documentVersions.privacy].sort(),
    );

    await signOutOnPage(page);
    await expectPath(page, '/signin/');
    await signInOnPage(page, guardian.email, testPassword);
    await expectPath(page, '/timeline/');
    await page.getByRole('navigation', { name: 'アプリのメニュー' }).waitFor({ timeout: 10_000 });
    expect(await heading.count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });
});
