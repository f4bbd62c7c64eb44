import { children, classes, eq, familyMembers, guardians } from '@hibi/db';
import { createHumanFaceEngine } from '@hibi/vision';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { expectAccessible } from '#tests/support/axe.ts';
import { openPage, useServerAndBrowser } from '#tests/support/browser.ts';
import { enrolChild } from '#tests/support/enrol-child.ts';
import { identityCrop, sceneWithFace } from '#tests/support/face-scenes.ts';
import { createFacility, createGuardian, testPassword } from '#tests/support/fixtures.ts';
import { expectPath, signInOnPage, toastText } from '#tests/support/guardian-pages.ts';
import { newAddress, signupClient } from '#tests/support/signup-client.ts';
import { createStaff } from '#tests/support/staff.ts';
import { postUpload } from '#tests/support/uploads.ts';

// Decision 0036: the console names the enrolled child a request very likely is, and joins the
// guardian to that child's family instead of enrolling her twice.
const suite = useServerAndBrowser({ pipeline: true });
const engine = createHumanFaceEngine();
afterAll(() => engine.close());

let facilityId: string;
let operatorEmail: string;
let mother: Awaited<ReturnType<typeof createGuardian>>;
beforeAll(async () => {
  const { db } = suite.server.database;
  facilityId = (await createFacility(db, { name: 'ひだまり保育園' })).id;
  operatorEmail = (await createStaff(db)).email;
  mother = await createGuardian(db, { facilityId });
  const [risu] = await db.insert(classes).values({ facilityId, name: 'りす組' }).returning();
  await db
    .update(children)
    .set({ lastName: '日比', firstName: 'えみ', birthday: '2022-05-14', classId: risu?.id })
    .where(eq(children.id, mother.child.id));
  await enrolChild(
    db,
    engine,
    mother.child.id,
    [1, 2, 3].map((n) => identityCrop('amy', n)),
  );
}, 60_000);

/** The father signs up for the same daughter through the API, with his own photo of her. */
async function fatherSignsUp() {
  const signup = signupClient(suite.server);
  const who = await signup.verifiedGuardian(newAddress());
  const request = await signup.request(who, {
    firstName: '健',
    lastName: '日比',
    childFirstName: 'えみ',
    childLastName: '日比',
    childNickname: null,
    childBirthday: '2022-05-14',
    groupId: facilityId,
    optouts: [],
  });
  const [ticket] = await signup.tickets(request);
  if (!ticket) throw new Error('no ticket');
  const photo = { bytes: await sceneWithFace(identityCrop('amy', 5)), type: 'image/jpeg', name: 'emi.jpg' };
  expect((await postUpload(suite.server.url, ticket, photo)).status).toBe(204);
  expect((await signup.finalize(who)).status).toBe(200);
  await expect
    .poll(
      async () => (await signup.stateOf(who)).images.filter((image) => image.status === 'accepted').length,
      {
        timeout: 30_000,
      },
    )
    .toBe(1);
  return who.userId;
}

describe('the same child at approval', () => {
  it('shows the enrolled child and her family at 768 px and joins the father to it', async () => {
    const fatherId = await fatherSignsUp();
    const path = `/admin/approvals/${fatherId}/`;
    const { page, errors, close } = await openPage(suite.browser, { width: 768 });
    onTestFailed(() =>
      page.screenshot({ path: '/tmp/admin-same-child-fail-768.png', fullPage: true }).then(() => undefined),
    );
    await page.goto(`${suite.server.url}${path}`);
    await signInOnPage(page, operatorEmail, testPassword);
    await expectPath(page, path);

    const panel = page.getByRole('region', { name: '同じお子さまの可能性が高いです' });
    await panel.waitFor();
    const family = `日比 ${mother.guardian.firstName}さんのご家族`;
    for (const text of ['日比 えみさん', '2022/05/14', 'りす組', family, 'お名前と生年月日が同じで'])
      await expect.poll(() => panel.getByText(text).count(), { message: text }).toBeGreaterThan(0);
    await expectAccessible(page, 'same child at 768');
    const overflow = await page.evaluate(() => {
      const main = document.querySelector('.admin-screen');
      return main ? main.scrollWidth - main.clientWidth : -1;
    });
    expect(overflow).toBe(0);
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
