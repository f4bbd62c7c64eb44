// Issue 42's 掲載NG, through the screens: a teacher marks a child on a phone, the pipeline blurs the
// child's face in the group photo the other family already has, and each family sees what it may.
import { mkdir } from 'node:fs/promises';
import { createFaceEngine } from '@hibi/vision';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmUpload } from '#tests/support/admin-pages.ts';
import { expectAccessible } from '#tests/support/axe.ts';
import { openPage, useServerAndBrowser } from '#tests/support/browser.ts';
import { enrolAs } from '#tests/support/enrol-child.ts';
import { identityCrop, sceneWithFaces } from '#tests/support/face-scenes.ts';
import { createFacility, createGuardian, testPassword } from '#tests/support/fixtures.ts';
import { expectPath, signInOnPage } from '#tests/support/guardian-pages.ts';
import { screenshotOnFailure } from '#tests/support/signed-in-page.ts';
import { createStaff } from '#tests/support/staff.ts';

const suite = useServerAndBrowser({ pipeline: true });
const engine = createFaceEngine();
afterAll(() => engine.close());
const shots = '/tmp/face-protection-shots';
beforeAll(() => mkdir(shots, { recursive: true }));

async function signedIn(email: string, path: string, signin: '/signin/' | '/admin/signin/') {
  const opened = await openPage(suite.browser, { width: 375 });
  screenshotOnFailure(opened.page, `${shots}/fail-${path.replaceAll('/', '-')}.png`);
  await opened.page.goto(`${suite.server.url}${signin}?next=${encodeURIComponent(path)}`);
  await signInOnPage(opened.page, email, testPassword);
  await expectPath(opened.page, path);
  return opened;
}

/** The image the timeline's first tile shows, once it shows one. */
async function firstTileImage(page: Page) {
  const image = page.locator('.media-tile img').first();
  await image.waitFor();
  return (await image.getAttribute('src')) ?? '';
}

describe('掲載NG on a phone', () => {
  it('blurs the child in what the other family already has, and keeps it clear for its own', async () => {
    const { db } = suite.server.database;
    const facility = await createFacility(db, { name: 'ひまわり保育園' });
    const guarded = await createGuardian(db, { facilityId: facility.id, subscriptionType: 'premium' });
    const neighbour = await createGuardian(db, { facilityId: facility.id, subscriptionType: 'premium' });
    await enrolAs(db, engine, guarded.child.id, 'amy');
    await enrolAs(db, engine, neighbour.child.id, 'bernadette');
    const staff = await createStaff(db, { role: 'facility_staff', facilityId: facility.id });

    const upload = await signedIn(staff.email, '/admin/upload/', '/admin/signin/');
    await upload.page.locator('input[type=file]').setInputFiles([
      {
        name: 'sandbox.jpg',
        mimeType: 'image/jpeg',
        buffer: await sceneWithFaces([identityCrop('amy', 4), identityCrop('bernadette', 4)], { size: 220 }),
      },
    ]);
    await confirmUpload(upload.page, 1);
    const count = (label: string) =>
      upload.page.locator('.upload-counts div').filter({ hasText: label }).locator('dd').textContent();
    await expect.poll(() => count('配信されたお子さま'), { timeout: 120_000, interval: 1000 }).toBe('2');
    await upload.close();

    // The other family has the photo, clear, before anyone marks anything.
    const family = await signedIn(neighbour.guardian.email, '/timeline/', '/signin/');
    const before = await firstTileImage(family.page);
    expect(before).not.toContain('blurred-');

    const teacher = await signedIn(staff.email, '/admin/fairness/', '/admin/signin/');
    await teacher.page.getByRole('link', { name: new RegExp(guarded.child.firstName) }).click();
    await teacher.page.getByRole('heading', { name: 'お子さま' }).waitFor();
    await teacher.page.getByRole('button', { name: '掲載NGにする' }).click();
    const dialog = teacher.page.getByRole('dialog', { name: '掲載NGにしますか？' });
    expect(await dialog.textContent()).toContain('ほかのご家庭に届く写真では');
    await dialog.getByRole('button', { name: '掲載NGにする' }).click();
    await teacher.page.getByText('掲載NG（顔をぼかして配信）').waitFor();
    // The pipeline checks the facility's photos: the blurred one is listed with why.
    const tile = teacher.page.locator('.redaction-grid li');
    await expect
      .poll(
        async () => {
          await teacher.page.reload();
          await teacher.page.getByText('掲載NG（顔をぼかして配信）').waitFor();
          return tile.count();
        },
        { timeout: 60_000, interval: 1000 },
      )
      .toBe(1);
    expect(await tile.textContent()).toContain('このお子さまの顔をぼかしました');
    await expect
      .poll(() => tile.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expectAccessible(teacher.page, 'family page with 掲載NG at 375');
    expect(await teacher.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(
      0,
    );
    await teacher.page.screenshot({ path: `${shots}/family-page-375.png`, fullPage: true });
    expect(teacher.errors).toEqual([]);
    await teacher.close();

    // The other family's tile is now the blurred one; the child's own family still sees it clear.
    await family.page.reload();
    await expect.poll(() => firstTileImage(family.page)).toContain('blurred-');
    expect(await (await fetch(`${suite.server.url}${before}`)).status).toBe(404);
    await family.page.screenshot({ path: `${shots}/other-family-timeline-375.png` });
    expect(family.errors).toEqual([]);
    await family.close();
    const own = await signedIn(guarded.guardian.email, '/timeline/', '/signin/');
    expect(await firstTileImage(own.page)).not.toContain('blurred-');
    expect(own.errors).toEqual([]);
    await own.close();
  });
});
