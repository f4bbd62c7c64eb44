// 配信の確認's undecided faces: nothing reaches a family in one tap (issue 24). The worst failure
// this product can have is a photo in the wrong family.
import { and, deliveries, eq } from '@hibi/db';
import { describe, expect, it } from 'vitest';
import { adminSignInOnPage } from '#tests/support/admin-pages.ts';
import { expectAccessible } from '#tests/support/axe.ts';
import { openPage, useServerAndBrowser } from '#tests/support/browser.ts';
import { deliverMedia } from '#tests/support/deliver-media.ts';
import { identityCrop, sceneWithFace } from '#tests/support/face-scenes.ts';
import {
  createFacility,
  createGuardian,
  insertUndecidedFace,
  testPassword,
} from '#tests/support/fixtures.ts';
import { expectPath } from '#tests/support/guardian-pages.ts';
import { createStaff } from '#tests/support/staff.ts';

const suite = useServerAndBrowser();

/** A photo of the facility with one face the matcher could not decide between two children. */
async function undecidedPhoto() {
  const { db } = suite.server.database;
  const facility = await createFacility(db, { name: 'ひかり保育園' });
  await createFacility(db, { name: 'となりの保育園' });
  const hana = await createGuardian(db, { facilityId: facility.id });
  const mei = await createGuardian(db, { facilityId: facility.id });
  const [mediaId = ''] = await deliverMedia(
    { db, storage: suite.server.context.storage, facilityId: facility.id, childId: hana.child.id },
    [{ shootingAt: new Date() }],
  );
  // Delivered to nobody: the photo's delivery is taken away, the face left undecided.
  await db.delete(deliveries).where(eq(deliveries.mediaId, mediaId));
  // A real photo to crop from: a 256 px face at (512, 288) of 1280 × 960.
  const previewKey = `media/${facility.id}/${mediaId}/preview.webp`;
  const scene = await sceneWithFace(identityCrop('amy', 1), { left: 512, top: 288, size: 256 });
  await suite.server.context.storage.put(previewKey, scene, 'image/jpeg');
  const box = { boxX: 512 / 1280, boxY: 288 / 960, boxWidth: 256 / 1280, boxHeight: 256 / 960 };
  await insertUndecidedFace(db, mediaId, mei.child.id, box);
  return { facility, hana, mei, mediaId };
}

describe('an undecided face on 配信の確認 at 768 px', () => {
  it('is given only to a child staff chose, after a confirmation naming the child and the family', async () => {
    const { facility, hana, mediaId } = await undecidedPhoto();
    const operator = await createStaff(suite.server.database.db);
    const { page, errors, close } = await openPage(suite.browser, { width: 768 });
    await page.goto(`${suite.server.url}/admin/signin/?next=%2Fadmin%2Freview%2F`);
    await adminSignInOnPage(page, operator.email, testPassword);
    await expectPath(page, '/admin/review/');
    await page.getByLabel('施設').selectOption({ label: facility.name });

    const tile = page.locator('.undecided-tile');
    await tile.waitFor();
    // The face in question is boxed on the photo and shown enlarged; no child is chosen in advance.
    expect(await tile.locator('.face-box').isVisible()).toBe(true);
    expect(await tile.getByRole('img', { name: '判定できなかった顔の拡大' }).isVisible()).toBe(true);
    const picker = tile.getByLabel('配信するお子さま');
    expect(await picker.inputValue()).toBe('');
    const give = tile.getByRole('button', { name: 'このお子さまに配信…' });
    expect(await give.isDisabled()).toBe(true);

    const hanaName = `${hana.child.lastName} ${hana.child.firstName}`;
    await picker.selectOption({ label: `${hanaName}（クラス未設定）` });
    const family = `${hana.guardian.lastName} ${hana.guardian.firstName}`;
    expect(await tile.locator('.review-revoke .chosen-child').textContent()).toContain(family);
    await expectAccessible(page, 'undecided face, child chosen');
    await give.click();
    const dialog = page.getByRole('dialog', { name: `${hanaName}さんに配信しますか？` });
    expect(await dialog.textContent()).toContain(
      `${family}さんのご家族のタイムラインに、この写真が届きます。`,
    );
    await page.screenshot({ path: '/tmp/review-undecided-768.png', fullPage: true });
    // Nothing is delivered before the confirmation.
    const deliveredTo = () =>
      suite.server.database.db
        .select({ childId: deliveries.childId })
        .from(deliveries)
        .where(and(eq(deliveries.mediaId, mediaId)));
    expect(await deliveredTo()).toEqual([]);
    await dialog.getByRole('button', { name: '配信する' }).click();
    await expect.poll(deliveredTo).toEqual([{ childId: hana.child.id }]);
    expect(errors).toEqual([]);
    await close();
  });
});
