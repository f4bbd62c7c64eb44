import { and, auditLog, eq, familyMembers, guardians } from '@hibi/db';
import { createFaceEngine } from '@hibi/vision';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '#tests/support/axe.ts';
import { useServerAndBrowser } from '#tests/support/browser.ts';
import { identityCrop, sceneWithFace } from '#tests/support/face-scenes.ts';
import { createFacility, type createGuardian } from '#tests/support/fixtures.ts';
import { expectPath, toastText } from '#tests/support/guardian-pages.ts';
import { enrolledAmy } from '#tests/support/same-child-scene.ts';
import { signedInAt } from '#tests/support/signed-in-page.ts';
import { newAddress, signupClient } from '#tests/support/signup-client.ts';
import { createStaff } from '#tests/support/staff.ts';
import { postUpload } from '#tests/support/uploads.ts';
import { adminScreenOverflow } from './layout-checks.ts';

// Decision 0036: the console names the enrolled child a request very likely is, and joins the
// guardian to that child's family instead of enrolling her twice.
const suite = useServerAndBrowser({ pipeline: true });
const engine = createFaceEngine();
afterAll(() => engine.close());

let facilityId: string;
let operatorEmail: string;
let mother: Awaited<ReturnType<typeof createGuardian>>;
beforeAll(async () => {
  const { db } = suite.server.database;
  facilityId = (await createFacility(db, { name: 'ひだまり保育園' })).id;
  operatorEmail = (await createStaff(db)).email;
  mother = await enrolledAmy(db, engine, facilityId);
}, 60_000);

/** The console at a tablet's 768 px, signed in as the operator on `path`. */
const operatorAt = (path: string, failureShot: string) =>
  signedInAt(suite, path, { email: operatorEmail, width: 768, signin: '/admin/signin/', failureShot });

const father = { firstName: '健', lastName: '日比', childFirstName: 'えみ', childBirthday: '2022-05-14' };

/** The father signs up for the same daughter through the API, with his own photo of her. */
async function fatherSignsUp(who = father, crop = 5) {
  const signup = signupClient(suite.server);
  const guardian = await signup.verifiedGuardian(newAddress());
  const request = await signup.request(guardian, {
    ...who,
    childLastName: who.lastName,
    childNickname: null,
    groupId: facilityId,
    optouts: [],
  });
  const [ticket] = await signup.tickets(request);
  if (!ticket) throw new Error('no ticket');
  const photo = {
    bytes: await sceneWithFace(identityCrop('amy', crop)),
    type: 'image/jpeg',
    name: 'emi.jpg',
  };
  expect((await postUpload(suite.server.url, ticket, photo)).status).toBe(204);
  expect((await signup.finalize(guardian)).status).toBe(200);
  await expect
    .poll(
      async () =>
        (await signup.stateOf(guardian)).images.filter((image) => image.status === 'accepted').length,
      {
        timeout: 30_000,
      },
    )
    .toBe(1);
  return guardian.userId;
}

describe('the same child at approval', () => {
  it('shows the enrolled child and her family at 768 px and joins the father to it', async () => {
    const fatherId = await fatherSignsUp();
    const path = `/admin/approvals/${fatherId}/`;
    const { page, errors, close } = await operatorAt(path, '/tmp/admin-same-child-fail-768.png');

    const panel = page.getByRole('region', { name: '同じお子さまの可能性が高いです' });
    await panel.waitFor();
    const family = `日比 ${mother.guardian.firstName}さんのご家族`;
    for (const text of ['日比 えみさん', '2022/05/14', 'りす組', family, 'お名前と生年月日が同じで'])
      await expect.poll(() => panel.getByText(text).count(), { message: text }).toBeGreaterThan(0);
    await expectAccessible(page, 'same child at 768');
    expect(await adminScreenOverflow(page)).toBe(0);
    await page.screenshot({ path: '/tmp/admin-same-child-768.png', fullPage: true });

    await panel.getByRole('button', { name: 'このご家族に追加して承認' }).click();
    const dialog = page.getByRole('dialog', { name: `${family}に追加して承認します` });
    await dialog.getByText('日比 えみさん（2022/05/14生まれ）').waitFor();
    await expectAccessible(page, 'join dialog at 768');
    await page.screenshot({ path: '/tmp/admin-same-child-dialog-768.png' });
    await dialog.getByRole('button', { name: '追加して承認する' }).click();
    expect(await toastText(page)).toBe(
      `日比 健さんを${family}に追加して承認しました。保護者にメールでお知らせしました。`,
    );
    await expectPath(page, '/admin/approvals/');

    const { db } = suite.server.database;
    const [father] = await db.select().from(guardians).where(eq(guardians.id, fatherId));
    expect(father?.status).toBe('approved');
    const [member] = await db.select().from(familyMembers).where(eq(familyMembers.guardianId, fatherId));
    expect(member?.familyId).toBe(mother.familyId);
    expect(errors).toEqual([]);
    await close();
  }, 120_000);
});

describe("another family's look-alike at approval", () => {
  it("names the enrolled child's family, links it, and asks a reason before approving at 768 px", async () => {
    // A stranger sends a photo of the enrolled girl under another name: her face, not her name.
    const strangerId = await fatherSignsUp(
      { firstName: '一郎', lastName: '山田', childFirstName: 'さくら', childBirthday: '2021-08-03' },
      4,
    );
    const path = `/admin/approvals/${strangerId}/`;
    const { page, errors, close } = await operatorAt(path, '/tmp/admin-reason-fail-768.png');

    const panel = page.getByRole('region', { name: '同じお子さまの可能性が高いです' });
    // The father joined her family above.
    const family = `日比 ${mother.guardian.firstName}さん・日比 健さんのご家族`;
    await panel.getByRole('link', { name: family }).waitFor();
    for (const text of ['日比 えみさん', '2022/05/14', 'りす組', '参照写真の顔がほぼ同じです'])
      await expect.poll(() => panel.getByText(text).count(), { message: text }).toBeGreaterThan(0);
    const lookAlikes = page.getByRole('region', { name: '顔がよく似た園児がいます' });
    await lookAlikes.getByText('2022/05/14生まれ・りす組').waitFor();
    expect(await lookAlikes.getByRole('link', { name: family }).count()).toBe(1);
    expect(await page.getByText('きょうだいのことが多く').count()).toBe(0);
    await expectAccessible(page, 'look-alike of another family at 768');
    await page.screenshot({ path: '/tmp/admin-reason-768.png', fullPage: true });

    // The family's page in the console, and back.
    await panel.getByRole('link', { name: family }).click();
    await page.getByRole('heading', { name: 'ご家族の確認' }).waitFor();
    await page.getByText(mother.guardian.email).waitFor();
    await expectAccessible(page, 'family page at 768');
    await page.screenshot({ path: '/tmp/admin-family-768.png', fullPage: true });
    await page.goBack();

    await page.getByRole('button', { name: '別のお子さまとして承認する…' }).click();
    const dialog = page.getByRole('dialog', { name: '山田 さくらさんを別のお子さまとして承認します' });
    await dialog.getByRole('button', { name: '理由を残して承認する' }).click();
    await dialog.getByText('別のお子さまと判断した理由を入力してください。').waitFor();
    await expectAccessible(page, 'reason dialog at 768');
    await page.screenshot({ path: '/tmp/admin-reason-dialog-768.png' });
    const reason = '園で確認し、えみさんとは別のお子さまでした';
    await dialog.getByLabel('別のお子さまと判断した理由').fill(reason);
    await dialog.getByRole('button', { name: '理由を残して承認する' }).click();
    expect(await toastText(page)).toBe(
      '山田 さくらさんの申請を承認しました。保護者にメールでお知らせしました。',
    );

    const { db } = suite.server.database;
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'guardian.approve'), eq(auditLog.targetId, strangerId)));
    expect(entry?.detail).toMatchObject({ reason, differentFrom: mother.child.id });
    expect(errors).toEqual([]);
    await close();
  }, 180_000);
});
