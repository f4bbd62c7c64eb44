import { readyRejectionReasons } from '@hibi/contract';
import { displayDate, tokyoDate } from '@hibi/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi } from '#tests/support/admin-api.ts';
import { expectAccessible } from '#tests/support/axe.ts';
import { useServerAndBrowser } from '#tests/support/browser.ts';
import { createFacility } from '#tests/support/fixtures.ts';
import { expectPath, toastText } from '#tests/support/guardian-pages.ts';
import { mailsTo } from '#tests/support/outbox.ts';
import { signedInAt } from '#tests/support/signed-in-page.ts';
import { type SignedUp, signupClient } from '#tests/support/signup-client.ts';
import { createStaff, staffTokenOf } from '#tests/support/staff.ts';
import { sampleJpeg } from '#tests/support/uploads.ts';
import { adminScreenOverflow } from './layout-checks.ts';

// Issue 44, point 12: staff see a request sent again after a refusal, and refuse with one tap.
const suite = useServerAndBrowser();
const shots = '/tmp/rejections-shots';
let operatorEmail: string;
let admin: ReturnType<typeof adminApi>;
let groupId: string;
beforeAll(async () => {
  const { db } = suite.server.database;
  groupId = (await createFacility(db, { name: 'ひだまり保育園' })).id;
  operatorEmail = (await createStaff(db)).email;
  admin = adminApi(suite.server.url, await staffTokenOf(suite.server.url, operatorEmail));
});

/** A sign-up (one photo, child たろう) that staff refused with `reason` and the family sent again. */
async function sentAgain(reason: string): Promise<SignedUp & { email: string }> {
  const signup = signupClient(suite.server);
  const who = await signup.verifiedGuardian();
  const photo = await sampleJpeg();
  await signup.uploadAll((await signup.requested(groupId, who)).tickets.slice(0, 1), photo);
  expect((await signup.finalize(who)).status).toBe(200);
  expect((await admin('POST', `/approvals/${who.userId}/reject`, { reason })).status).toBe(200);
  await signup.uploadAll((await signup.tickets(await signup.rerequest(who))).slice(0, 1), photo);
  expect((await signup.finalize(who)).status).toBe(200);
  return { ...who, email: (await signup.stateOf(who)).guardian?.email ?? '' };
}

const operatorAt = (width: number, path: string) =>
  signedInAt(suite, path, { email: operatorEmail, width, signin: '/admin/signin/' });

describe('a request sent again, at 375 px', () => {
  it('is marked 再申請 with the earlier reason and date; a ready-made reason fills the rejection', async () => {
    const earlier = 'お子さまの顔がはっきり写っていません。';
    const family = await sentAgain(earlier);
    const today = displayDate(tokyoDate(new Date()));
    const { page, errors, close } = await operatorAt(375, '/admin/approvals/');
    const item = page.getByRole('link', { name: /日比 たろう/ });
    await item.waitFor();
    await expect
      .poll(() => item.locator('.approval-resubmission').textContent())
      .toBe(`再申請前回 ${today} に却下：${earlier}`);
    await expectAccessible(page, 'queue at 375');
    await page.screenshot({ path: `${shots}/queue-375.png`, fullPage: true });

    await item.click();
    await expectPath(page, `/admin/approvals/${family.userId}/`);
    const panel = page.getByRole('region', { name: /却下のあとに送り直された申請です/ });
    await expect.poll(() => panel.locator('.approval-resubmission-reason').textContent()).toBe(earlier);
    expect(await panel.locator('time').textContent()).toBe(today);
    await expectAccessible(page, 'request at 375');
    await page.screenshot({ path: `${shots}/request-375.png`, fullPage: true });

    await page.getByRole('button', { name: '却下する…' }).click();
    const dialog = page.getByRole('dialog', { name: '日比 たろうさんの申請を却下します' });
    const dark = readyRejectionReasons.find((choice) => choice.label === '写真が暗すぎます');
    if (!dark) throw new Error('no ready-made reason for a dark photo');
    const choice = dialog.getByRole('button', { name: dark.label });
    await choice.click();
    const field = dialog.getByLabel('却下の理由');
    await expect.poll(() => field.inputValue()).toBe(dark.text);
    expect(await choice.getAttribute('aria-pressed')).toBe('true');
    await expectAccessible(page, 'reject dialog at 375');
    await page.screenshot({ path: `${shots}/reject-dialog-375.png` });
    // Still editable: what the field holds is what the family reads.
    const edited = `${dark.text}窓の近くで撮ると明るく写ります。`;
    await field.fill(edited);
    expect(await choice.getAttribute('aria-pressed')).toBe('false');
    await dialog.getByRole('button', { name: '却下してメールを送る' }).click();
    expect(await toastText(page)).toBe(
      '日比 たろうさんの申請を却下しました。理由を保護者にメールでお送りしました。',
    );
    const rejections = (await mailsTo(suite.server, family.email)).filter((mail) =>
      mail.subject.includes('承認できませんでした'),
    );
    expect(rejections.at(-1)?.text).toContain(`【理由】${edited}`);
    expect(errors).toEqual([]);
    await close();
  }, 120_000);

  it('fits a 768 px tablet, the mark and the choices included', async () => {
    const family = await sentAgain('園の在籍を確認できませんでした。');
    const { page, errors, close } = await operatorAt(768, '/admin/approvals/');
    await page
      .getByRole('link', { name: /日比 たろう/ })
      .first()
      .waitFor();
    await page.screenshot({ path: `${shots}/queue-768.png`, fullPage: true });
    await page.goto(`${suite.server.url}/admin/approvals/${family.userId}/`);
    await page.getByRole('region', { name: /却下のあとに送り直された申請です/ }).waitFor();
    await page.getByRole('button', { name: '却下する…' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: '園の在籍を確認できません' }).click();
    await expectAccessible(page, 'reject dialog at 768');
    expect(await adminScreenOverflow(page)).toBe(0);
    await page.screenshot({ path: `${shots}/reject-dialog-768.png` });
    await page.keyboard.press('Escape');
    await page.screenshot({ path: `${shots}/request-768.png`, fullPage: true });
    expect(errors).toEqual([]);
    await close();
  }, 120_000);
});
