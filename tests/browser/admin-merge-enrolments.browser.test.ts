import { children, eq } from '@hibi/db';
import { describe, expect, it } from 'vitest';
import { adminSignInOnPage } from '#tests/support/admin-pages.ts';
import { expectAccessible } from '#tests/support/axe.ts';
import { openPage, useServerAndBrowser } from '#tests/support/browser.ts';
import { createFacility, createGuardian, testPassword } from '#tests/support/fixtures.ts';
import { expectPath, toastText } from '#tests/support/guardian-pages.ts';
import { createStaff } from '#tests/support/staff.ts';

const suite = useServerAndBrowser();

describe('one child enrolled twice, in the console at 768 px', () => {
  it('an operator sees the pair on the facility page and merges it after confirming', async () => {
    const { db } = suite.server.database;
    const facility = await createFacility(db, { name: 'ひまわり保育園' });
    const operator = await createStaff(db);
    const mother = await createGuardian(db, {
      facilityId: facility.id,
      approvedAt: new Date(Date.now() - 86_400_000),
    });
    const father = await createGuardian(db, { facilityId: facility.id });
    for (const { child } of [mother, father])
      await db
        .update(children)
        .set({ firstName: 'えみ', birthday: '2022-05-14' })
        .where(eq(children.id, child.id));

    const { page, errors, close } = await openPage(suite.browser, { width: 768 });
    await page.goto(`${suite.server.url}/admin/signin/?next=%2Fadmin%2Ffacilities%2F${facility.id}%2F`);
    await adminSignInOnPage(page, operator.email, testPassword);
    await expectPath(page, `/admin/facilities/${facility.id}/`);
    const panel = page.getByRole('region', { name: /二重に登録されたお子さま/ });
    await panel.waitFor();
    expect(await panel.locator('.duplicate-enrolment-name').textContent()).toBe(
      '日比 えみさん（2022/05/14生まれ）',
    );
    await expectAccessible(page, 'facility page with a duplicate enrolment');

    await panel.getByRole('button', { name: '1つにまとめる' }).click();
    const dialog = page.getByRole('dialog', { name: '日比 えみさんの登録を1つにまとめます' });
    expect(await dialog.textContent()).toContain(
      `${father.guardian.lastName} ${father.guardian.firstName}さんのご家族は`,
    );
    await dialog.getByRole('button', { name: 'まとめる' }).click();
    await expect.poll(() => toastText(page)).toContain('日比 えみさんの登録を1つにまとめました');
    await expect.poll(() => panel.count()).toBe(0);
    expect(await db.select().from(children).where(eq(children.id, father.child.id))).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});
