// Issue 12's whole day, through the screens only: a family signs up with reference photos, an
// operator approves it, a staff member uploads the day's photos, and that evening the family sees
// its own child's photos on the timeline and no other child's.
import { createFaceEngine } from '@hibi/vision';
import { afterAll, describe, expect, it } from 'vitest';
import { confirmUpload } from '#tests/support/admin-pages.ts';
import { openPage, useServerAndBrowser } from '#tests/support/browser.ts';
import { getJson } from '#tests/support/deliver-media.ts';
import { enrolAs } from '#tests/support/enrol-child.ts';
import { identityCrop, sceneWithFace } from '#tests/support/face-scenes.ts';
import { createFacility, createGuardian, loginAs, testPassword } from '#tests/support/fixtures.ts';
import { askForSignupCode, expectPath, signInOnPage, toastText } from '#tests/support/guardian-pages.ts';
import { screenshotOnFailure, signedInAt } from '#tests/support/signed-in-page.ts';
import { mailedCode } from '#tests/support/signup-pages.ts';
import { createStaff } from '#tests/support/staff.ts';

const suite = useServerAndBrowser({ pipeline: true });
const engine = createFaceEngine();
afterAll(() => engine.close());

const photo = async (name: string, crop: Buffer, place: Parameters<typeof sceneWithFace>[1] = {}) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sceneWithFace(crop, place),
});

const failureShot = (name: string) => `/tmp/whole-day-fail-${name}.png`;

/** The four sign-up steps at 375 px, with three photos of amy as the child's reference photos. */
async function signsUpOnPhone(facilityCode: string, email: string) {
  const { page, errors, close } = await openPage(suite.browser, { width: 375 });
  screenshotOnFailure(page, failureShot('signup'));
  await page.goto(`${suite.server.url}/signup/?facility=${facilityCode}`);
  await askForSignupCode(page, email, testPassword);
  await page.getByLabel('認証コード').fill(await mailedCode(suite.server, email));
  await page.getByRole('button', { name: '確認する' }).click();
  const guardian = page.getByRole('group', { name: '保護者の方' });
  await guardian.getByLabel('姓').fill('日比', { timeout: 8000 });
  await guardian.getByLabel('名').fill('花子');
  const child = page.getByRole('group', { name: 'お子さま' });
  await child.getByLabel(/^姓/).fill('日比');
  await child.getByLabel(/^名/).fill('あおい');
  await child.getByLabel('生年月日').fill('2022-04-01');
  await page.getByRole('button', { name: '次へ（顔写真の登録）' }).click();
  await page
    .getByLabel('写真を選ぶ')
    .setInputFiles(await Promise.all([1, 2, 3].map((n) => photo(`me${n}.jpg`, identityCrop('amy', n)))));
  await expect.poll(() => page.getByRole('img', { name: /のプレビュー$/ }).count()).toBe(3);
  await page.getByRole('button', { name: 'この写真で申し込む' }).click();
  // As long as the config's polls: the application is sent while three other files share two cores.
  await page.getByRole('heading', { name: '承認をお待ちください' }).waitFor({ timeout: 20_000 });
  expect(errors).toEqual([]);
  await close();
}

/** A console page at a tablet's width, signed in through the console's own sign-in. */
const consolePage = (email: string, path: string) =>
  signedInAt(suite, path, {
    email,
    width: 768,
    signin: '/admin/signin/',
    failureShot: failureShot(path.replaceAll('/', '-')),
  });

describe('a whole day, through the screens', () => {
  it('signs up, is approved, gets the day’s photos of its own child and none of another', async () => {
    const { db } = suite.server.database;
    const facility = await createFacility(db, { name: 'そよかぜ保育園' });
    // Another family of the same facility, enrolled from photos of bernadette.
    const other = await createGuardian(db, { facilityId: facility.id });
    await enrolAs(db, engine, other.child.id, 'bernadette');
    const operator = await createStaff(db);
    const staff = await createStaff(db, { role: 'facility_staff', facilityId: facility.id });
    const email = `whole-day-${Date.now()}@example.jp`;

    await signsUpOnPhone(facility.code, email);

    const approval = await consolePage(operator.email, '/admin/approvals/');
    const queued = approval.page.getByRole('link', { name: /日比 あおい/ });
    // The face check runs in the background: the request shows once its photos are checked.
    await expect
      .poll(
        async () => {
          await approval.page.reload();
          await queued.waitFor({ timeout: 5000 });
          return queued.textContent();
        },
        { timeout: 150_000, interval: 2000 },
      )
      .not.toContain('確認中');
    expect(await queued.textContent()).not.toContain('使える顔写真がありません');
    await queued.click();
    await approval.page.getByRole('button', { name: '承認する' }).click();
    expect(await toastText(approval.page)).toBe(
      '日比 あおいさんの申請を承認しました。保護者にメールでお知らせしました。',
    );
    expect(approval.errors).toEqual([]);
    await approval.close();

    const upload = await consolePage(staff.email, '/admin/upload/');
    await upload.page.locator('input[type=file]').setInputFiles([
      // Framed apart, so the day's selection does not merge them as one burst.
      await photo('morning.jpg', identityCrop('amy', 4), { left: 160, top: 120, size: 220 }),
      await photo('lunch.jpg', identityCrop('amy', 5), { left: 880, top: 560, size: 180 }),
      await photo('garden.jpg', identityCrop('bernadette', 5)),
    ]);
    await confirmUpload(upload.page, 3);
    await expect
      .poll(() => upload.page.locator('.upload-total').textContent(), { timeout: 30_000 })
      .toBe('3 / 3件 完了');
    const count = (label: string) =>
      upload.page.locator('.upload-counts div').filter({ hasText: label }).locator('dd').textContent();
    await expect.poll(() => count('処理済み'), { timeout: 120_000, interval: 1000 }).toBe('3');
    await expect.poll(() => count('配信されたお子さま'), { timeout: 30_000 }).toBe('2');
    expect(upload.errors).toEqual([]);
    await upload.close();

    const family = await openPage(suite.browser, { width: 375 });
    screenshotOnFailure(family.page, 'timeline');
    await family.page.goto(`${suite.server.url}/signin/`);
    await signInOnPage(family.page, email, testPassword);
    await expectPath(family.page, '/timeline/');
    await expect.poll(() => family.page.locator('.timeline-count').textContent()).toBe('2件の写真と動画');
    expect(await family.page.locator('.media-tile').count()).toBe(2);
    await family.page.screenshot({ path: '/tmp/whole-day-timeline-375.png', fullPage: true });
    expect(family.errors).toEqual([]);
    await family.close();

    // The other family got bernadette's photo, and only it: nothing was delivered twice.
    const { headers } = await loginAs(suite.server.url, other.guardian.email);
    const theirs = await getJson<{ content: unknown[] }>(
      `${suite.server.url}/api/${other.child.id}/timeline/list`,
      headers,
    );
    expect(theirs.body.content).toHaveLength(1);
  }, 480_000);
});
