import { describe, expect, it, onTestFailed } from 'vitest';
import { expectAccessible } from '#tests/support/axe.ts';
import { openPage, useServerAndBrowser } from '#tests/support/browser.ts';
import { identityCrop, sceneWithFace } from '#tests/support/face-scenes.ts';
import { createFacility } from '#tests/support/fixtures.ts';
import { expectPath, signInOnPage } from '#tests/support/guardian-pages.ts';
import { newAddress, signupClient, signupPassword } from '#tests/support/signup-client.ts';
import { createStaff, staffTokenOf } from '#tests/support/staff.ts';

// Issue 44, point 1: a refusal naming 「2枚目の写真」 shows which photo that is, and asking again
// replaces the photos (the console saw six, the refused one among them).
const suite = useServerAndBrowser({ pipeline: true });
const faceJpeg = async (name: string, n: number) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sceneWithFace(identityCrop('amy', n), { size: 320 }),
});

describe('asking again after a refusal, at 375 px', () => {
  it('shows the sent photos by number and picture, then sends only the new ones', async () => {
    const facility = await createFacility(suite.server.database.db);
    const signup = signupClient(suite.server);
    const email = newAddress();
    const { guardian, tickets } = await signup.requested(facility.id, await signup.verifiedGuardian(email));
    for (const [index, ticket] of tickets.slice(0, 2).entries()) {
      const face = await faceJpeg(`face${index}.jpg`, index + 1);
      await signup.uploadAll([ticket], { bytes: face.buffer, type: face.mimeType, name: face.name });
    }
    expect((await signup.finalize(guardian)).status).toBe(200);
    const checked = async () =>
      (await signup.stateOf(guardian)).images.filter((image) => image.status === 'accepted').length;
    await expect.poll(checked, { timeout: 150_000 }).toBe(2);
    const operator = await createStaff(suite.server.database.db);
    const reason = '2枚目の写真は、お顔が小さく写っています。';
    const rejected = await fetch(`${suite.server.url}/api/admin/guardians/reject`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${await staffTokenOf(suite.server.url, operator.email)}`,
      },
      body: JSON.stringify({ email, reason }),
    });
    expect(rejected.status).toBe(200);

    const { page, errors, close } = await openPage(suite.browser, { width: 375 });
    onTestFailed(() =>
      page.screenshot({ path: '/tmp/signup-rerequest-fail.png', fullPage: true }).then(() => undefined),
    );
    await page.goto(`${suite.server.url}/signin/`);
    await signInOnPage(page, email, signupPassword);
    await expectPath(page, '/signup/');
    await page.getByText(reason).waitFor({ timeout: 8000 });
    // Each photo by its number and its picture, and none called fine beside a reason naming it.
    const summary = page.locator('.request-summary');
    for (const name of ['写真1', '写真2']) {
      const image = summary.getByRole('img', { name });
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
    expect(await summary.textContent()).not.toContain('確認できました');
    await expectAccessible(page, 'refused request at 375');
    await page.screenshot({ path: '/tmp/signup-refused-375.png', fullPage: true });

    await page.getByRole('button', { name: '写真を選び直して申し込む' }).click();
    await page.getByRole('heading', { name: 'お子さまの顔写真' }).waitFor({ timeout: 8000 });
    await page
      .getByLabel('写真を選ぶ')
      .setInputFiles(await Promise.all([3, 4, 5].map((n) => faceJpeg(`new${n}.jpg`, n))));
    await expect.poll(() => page.locator('.photo-tile-good').count(), { timeout: 150_000 }).toBe(3);
    await page.getByRole('button', { name: 'この写真で申し込む' }).click();
    await page.getByRole('heading', { name: '承認をお待ちください' }).waitFor({ timeout: 8000 });
    // The request holds the three new photos only: the refused two are gone, not kept beside them.
    const images = (await signup.stateOf(guardian)).images.filter((image) => image.status !== 'pending');
    expect(images).toHaveLength(3);
    expect(errors).toEqual([]);
    await close();
  });
});
