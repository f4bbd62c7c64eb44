import { type NotificationType, notificationTypeLabels } from '@hibi/contract';
import { describe, expect, it, onTestFailed } from 'vitest';
import { expectAccessible } from '#tests/support/axe.ts';
import { openPage, useServerAndBrowser } from '#tests/support/browser.ts';
import { identityCrop, sceneWithFace } from '#tests/support/face-scenes.ts';
import { createFacility } from '#tests/support/fixtures.ts';
import { expectPath, signInOnPage } from '#tests/support/guardian-pages.ts';
import { plainJpeg } from '#tests/support/images.ts';
import { newAddress, requestBody, signupClient, signupPassword } from '#tests/support/signup-client.ts';

// Decision 0039: each reference photo's face check is shown to the family before they send it,
// and sign-up resumes where it stood and goes back a step.
const suite = useServerAndBrowser({ pipeline: true });
const jpeg = (name: string, buffer: Buffer) => ({ name, mimeType: 'image/jpeg', buffer });
const noFace = '顔が写っていません。お子さまの顔がはっきり写った写真を選んでください。';

describe('the reference photos step at 375 px', () => {
  it('flags a photo without a face before sending, goes back a step and resumes after reload', async () => {
    const facility = await createFacility(suite.server.database.db, { name: 'ひだまり保育園' });
    const signup = signupClient(suite.server);
    const email = newAddress();
    const who = await signup.verifiedGuardian(email);
    // A typo in the child's name, sent before the guardian signed out.
    expect((await signup.request(who, requestBody(facility.id, { childFirstName: 'たろ' }))).status).toBe(
      200,
    );
    const face = jpeg('face.jpg', await sceneWithFace(identityCrop('amy', 1), { size: 320 }));
    const wall = jpeg('wall.jpg', await plainJpeg(1280, 960));

    const { page, errors, close } = await openPage(suite.browser, { width: 375 });
    onTestFailed(() =>
      page.screenshot({ path: '/tmp/signup-checks-fail-375.png', fullPage: true }).then(() => undefined),
    );
    await page.goto(`${suite.server.url}/signin/`);
    await signInOnPage(page, email, signupPassword);
    await expectPath(page, '/signup/');
    // Signed in again after sending the details: it resumes at the photos.
    await page.getByRole('heading', { name: 'お子さまの顔写真' }).waitFor({ timeout: 8000 });
    await page.getByLabel('写真を選ぶ').setInputFiles([wall, face]);
    const bad = page.locator('.photo-tile-bad');
    await expect.poll(() => bad.textContent(), { timeout: 150_000 }).toContain(noFace);
    await expect.poll(() => page.locator('.photo-tile-good').count(), { timeout: 150_000 }).toBe(1);
    expect(await page.locator('.photo-tile-good').textContent()).toContain('使える写真です');
    await expectAccessible(page, 'reference checks at 375');
    await page.screenshot({ path: '/tmp/signup-photo-checks-375.png', fullPage: true });

    // Sending is held back until the unusable photo is out; nothing was sent.
    await page.getByRole('button', { name: 'この写真で申し込む' }).click();
    await page.getByText('使えない写真が1枚あります').waitFor();
    expect((await signup.stateOf(who)).guardian?.status).toBe('verified');

    // Back a step to fix the name; a reload keeps the step and what was typed.
    await page.getByRole('button', { name: 'お子さまの情報に戻る' }).click();
    const child = page.getByRole('group', { name: 'お子さま' });
    await expect.poll(() => child.getByLabel(/^名/).inputValue()).toBe('たろ');
    // The mail declined when the details were sent (news) stays declined.
    const mail = (type: NotificationType) =>
      page.getByRole('checkbox', { name: notificationTypeLabels[type] });
    await expect.poll(() => mail('news').isChecked()).toBe(false);
    expect(await mail('photo_delivery').isChecked()).toBe(true);
    await child.getByLabel(/^名/).fill('たろう');
    await page.reload();
    await page.getByRole('heading', { name: '保護者とお子さまの情報' }).waitFor({ timeout: 8000 });
    await expect.poll(() => child.getByLabel(/^名/).inputValue()).toBe('たろう');
    await page.getByText(facility.name).waitFor();
    await expectAccessible(page, 'back to the details at 375');
    await page.screenshot({ path: '/tmp/signup-back-375.png', fullPage: true });
    await page.getByRole('button', { name: '次へ（顔写真の登録）' }).click();

    await page.getByRole('heading', { name: 'お子さまの顔写真' }).waitFor({ timeout: 8000 });
    await page.getByLabel('写真を選ぶ').setInputFiles([face]);
    await expect.poll(() => page.locator('.photo-tile-good').count(), { timeout: 150_000 }).toBe(1);
    await page.getByRole('button', { name: 'この写真で申し込む' }).click();
    await page.getByRole('heading', { name: '承認をお待ちください' }).waitFor({ timeout: 15_000 });
    const state = await signup.stateOf(who);
    expect(state.kids.map((kid) => kid.firstName)).toEqual(['たろう']);
    expect(state.guardian?.status).toBe('requested');
    expect(errors).toEqual([]);
    await close();
  }, 400_000);
});
