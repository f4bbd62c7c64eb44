import { eq, referenceImages } from '@hibi/db';
import { createFaceEngine } from '@hibi/vision';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '#tests/support/axe.ts';
import { useServerAndBrowser } from '#tests/support/browser.ts';
import { enrolAs } from '#tests/support/enrol-child.ts';
import { identityCrop, sceneWithFace } from '#tests/support/face-scenes.ts';
import { createFacility, createGuardian } from '#tests/support/fixtures.ts';
import { expectPath, toastText } from '#tests/support/guardian-pages.ts';
import { mailsTo } from '#tests/support/outbox.ts';
import { signedInAt } from '#tests/support/signed-in-page.ts';
import { newAddress, signupClient } from '#tests/support/signup-client.ts';
import { createStaff } from '#tests/support/staff.ts';
import { postUpload } from '#tests/support/uploads.ts';
import { adminScreenOverflow } from './layout-checks.ts';

// The real face check runs on the sign-up photos, so the screens show its faces and verdicts.
const suite = useServerAndBrowser({ pipeline: true });
const engine = createFaceEngine();
afterAll(() => engine.close());

let facilityId: string;
let operatorEmail: string;
beforeAll(async () => {
  const { db } = suite.server.database;
  facilityId = (await createFacility(db, { name: 'ひだまり保育園' })).id;
  operatorEmail = (await createStaff(db)).email;
  // An enrolled child whose reference photos are in storage: the look-alike of the first family.
  const { child } = await createGuardian(db, { facilityId });
  await enrolAs(db, engine, child.id, 'amy');
  const stored = await db.select().from(referenceImages).where(eq(referenceImages.childId, child.id));
  for (const [i, image] of stored.entries())
    await suite.server.context.storage.put(image.storageKey, identityCrop('amy', i + 1), 'image/png');
}, 60_000);

/** A family that signs up through the API with one photo of `name`, then waits for the face check. */
async function signsUp(name: string, childFirstName: string) {
  const signup = signupClient(suite.server);
  const email = newAddress();
  const who = await signup.verifiedGuardian(email);
  const request = await signup.request(who, {
    firstName: '花子',
    lastName: '日比',
    childFirstName,
    childLastName: '日比',
    childNickname: null,
    childBirthday: '2023-05-10',
    groupId: facilityId,
    optouts: [],
  });
  const [ticket] = await signup.tickets(request);
  if (!ticket) throw new Error('no ticket');
  const photo = { bytes: await sceneWithFace(identityCrop(name, 4)), type: 'image/jpeg', name: 'me.jpg' };
  expect((await postUpload(suite.server.url, ticket, photo)).status).toBe(204);
  expect((await signup.finalize(who)).status).toBe(200);
  await expect
    .poll(
      async () => {
        const { images } = await signup.stateOf(who);
        return images.filter((image) => image.status === 'accepted').length;
      },
      { timeout: 30_000 },
    )
    .toBe(1);
  return { email, userId: who.userId };
}

const operatorPage = (width: number, path: string) =>
  signedInAt(suite, path, {
    email: operatorEmail,
    width,
    signin: '/admin/signin/',
    failureShot: `/tmp/admin-approvals-fail-${width}.png`,
  });

const queueItem = (page: Page, childName: string) => page.getByRole('link', { name: new RegExp(childName) });

describe('the approval queue', () => {
  it('approves one family and rejects another with a reason, by keyboard; both are mailed', async () => {
    const sibling = await signsUp('amy', 'さくら');
    const other = await signsUp('leonard', 'はると');
    const { page, errors, close } = await operatorPage(1280, '/admin/approvals/');

    await queueItem(page, '日比 さくら').waitFor();
    await expect.poll(() => queueItem(page, '日比 さくら').textContent()).toContain('よく似た園児がいます');
    await expect.poll(() => queueItem(page, '日比 はると').textContent()).not.toContain('よく似た園児');
    await expectAccessible(page, 'queue at 1280');
    await page.screenshot({ path: '/tmp/admin-approvals-queue-1280.png', fullPage: true });

    await queueItem(page, '日比 さくら').focus();
    await page.keyboard.press('Enter');
    await expectPath(page, `/admin/approvals/${sibling.userId}/`);
    await page.getByRole('heading', { name: '顔がよく似た園児がいます' }).waitFor();
    await expect.poll(() => page.getByText('使える写真です（顔を1つ確認）').count()).toBe(1);
    await expect.poll(() => page.locator('.approval-face').count()).toBe(1);
    // Another family's child: no longer waved through as a sibling (decision 0039).
    await expect.poll(() => page.getByText('きょうだいのことが多く').count()).toBe(0);
    await expect.poll(() => page.getByText(/ほかのご家族のお子さまの場合は/).count()).toBe(1);
    // The matcher asks both children's photos for a wider lead, and the screen says so.
    await expect.poll(() => page.getByText('大きな差がついたときだけ自動で配信').count()).toBe(1);
    await expectAccessible(page, 'request at 1280');
    await page.screenshot({ path: '/tmp/admin-approvals-detail-1280.png', fullPage: true });
    // Her face is most likely the enrolled girl's: approving her as another child asks a reason.
    await page.getByRole('button', { name: '別のお子さまとして承認する…' }).focus();
    await page.keyboard.press('Enter');
    await page.getByLabel('別のお子さまと判断した理由').fill('園でお会いして、別のお子さまと確認しました');
    await page.keyboard.press('Enter');
    expect(await toastText(page)).toBe(
      '日比 さくらさんの申請を承認しました。保護者にメールでお知らせしました。',
    );
    await expectPath(page, '/admin/approvals/');
    await expect.poll(() => queueItem(page, '日比 さくら').count()).toBe(0);

    await queueItem(page, '日比 はると').click();
    await page.getByRole('button', { name: '却下する…' }).click();
    const dialog = page.getByRole('dialog', { name: '日比 はるとさんの申請を却下します' });
    await dialog.getByText('保護者にメールで送られます').waitFor();
    await dialog.getByRole('button', { name: '却下してメールを送る' }).click();
    await expect
      .poll(() => dialog.locator('.field-error').textContent())
      .toBe('却下の理由を入力してください。');
    await expectAccessible(page, 'reject dialog at 1280');
    await page.screenshot({ path: '/tmp/admin-approvals-reject-1280.png' });
    const reason = 'お子さまの生年月日が園の名簿と違うようです。ご確認ください。';
    await dialog.getByLabel('却下の理由').fill(reason);
    await page.keyboard.press('Enter');
    expect(await toastText(page)).toBe(
      '日比 はるとさんの申請を却下しました。理由を保護者にメールでお送りしました。',
    );
    await expectPath(page, '/admin/approvals/');

    await expect
      .poll(async () => (await mailsTo(suite.server, sibling.email)).map((mail) => mail.subject))
      .toContain('【ひびフォト】お申し込みが承認されました');
    const [rejected] = (await mailsTo(suite.server, other.email)).filter((mail) =>
      mail.subject.includes('承認できませんでした'),
    );
    expect(rejected?.text).toContain(`【理由】${reason}`);
    expect(errors).toEqual([]);
    await close();
  }, 120_000);

  it('fits a 768 px tablet; Escape closes the reject dialog without rejecting', async () => {
    const waiting = await signsUp('amy', 'ひまり');
    const path = `/admin/approvals/${waiting.userId}/`;
    const { page, errors, close } = await operatorPage(768, path);
    await page.getByRole('heading', { name: '顔がよく似た園児がいます' }).waitFor();
    await expectAccessible(page, 'request at 768');
    // The screen's own content fits the tablet's width (the frame around it is the shell's).
    expect(await adminScreenOverflow(page)).toBe(0);
    await page.screenshot({ path: '/tmp/admin-approvals-detail-768.png', fullPage: true });
    await page.getByRole('button', { name: '却下する…' }).click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('link', { name: '承認待ちの一覧へ' }).click();
    await queueItem(page, '日比 ひまり').waitFor();
    await page.screenshot({ path: '/tmp/admin-approvals-queue-768.png', fullPage: true });
    const { guardian } = await signupClient(suite.server).stateOf({ userId: waiting.userId, token: '' });
    expect(guardian?.status).toBe('requested');
    expect(errors).toEqual([]);
    await close();
  }, 120_000);
});
