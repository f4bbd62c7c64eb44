import { mailRefusals } from '@hibi/db';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '#tests/support/axe.ts';
import { openPage, useServerAndBrowser } from '#tests/support/browser.ts';
import { createFacility, createGuardian, testPassword } from '#tests/support/fixtures.ts';
import { askForSignupCode, expectPath, signInOnPage } from '#tests/support/guardian-pages.ts';

// Decision 0080 at a phone's width: which sender a carrier address must allow, and the banner of
// an address the relay refused. Screenshots in /tmp/carrier-shots/ for a person to look at.
const suite = useServerAndBrowser();
const shots = '/tmp/carrier-shots';
const sender = 'no-reply@hibi.example';
let sequence = 0;

const noticeOf = (page: Page, name: string) => page.getByRole('note', { name });
const shoot = (page: Page, name: string) => page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
/** No element wider than the phone: a long address must wrap, not push the page sideways. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('at 375 px', () => {
  it('sign-up with a docomo address names ドコモ, the sender, its domain and docomo’s guide', async () => {
    const facility = await createFacility(suite.server.database.db);
    const email = `hibi..browser${++sequence}@docomo.ne.jp`;
    const { page, errors, close } = await openPage(suite.browser);
    await page.goto(`${suite.server.url}/signup/?facility=${facility.code}`);
    await askForSignupCode(page, email, testPassword);

    await page.getByLabel('認証コード').waitFor({ timeout: 8000 });
    const notice = noticeOf(page, 'ドコモのメールをお使いの方へ');
    await expect
      .poll(() => notice.textContent())
      .toBe(
        `ドコモのメールをお使いの方へ${sender} からのメールを受信できるように設定してください。` +
          '許可するドメイン: hibi.exampleドコモの受信設定の方法（ドコモのサイト）',
      );
    const guide = notice.getByRole('link', { name: 'ドコモの受信設定の方法（ドコモのサイト）' });
    expect(await guide.getAttribute('href')).toBe('https://www.docomo.ne.jp/info/spam_mail/domain/');
    expect(await guide.getAttribute('target')).toBe('_blank');
    await shoot(page, 'signup-docomo-code');

    // 「コードが届かない場合」 opens on a tap, with the sender, its domain and the same guide.
    await page.getByText('コードが届かない場合').click();
    const help = page.locator('.code-help');
    await expect.poll(() => help.getByText(sender).isVisible()).toBe(true);
    expect(await help.getByRole('link', { name: 'ドコモの受信設定の方法' }).getAttribute('href')).toBe(
      'https://www.docomo.ne.jp/info/spam_mail/domain/',
    );
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);
    await expectAccessible(page, 'sign-up code step, docomo');
    await shoot(page, 'signup-docomo-code-help');
    expect(errors).toEqual([]);
    await close();
  });

  it('recovery to a Gmail address gives only the general advice', async () => {
    const facility = await createFacility(suite.server.database.db);
    const email = `recover${++sequence}@gmail.com`;
    await createGuardian(suite.server.database.db, { facilityId: facility.id, email });
    const { page, errors, close } = await openPage(suite.browser);
    await page.goto(`${suite.server.url}/recovery/`);
    await page.getByLabel('メールアドレス').fill(email);
    await page.getByRole('button', { name: '認証コードを送る' }).click();
    await page.getByLabel('認証コード').waitFor({ timeout: 8000 });
    expect(await page.getByRole('note').count()).toBe(0);
    await page.getByText('コードが届かない場合').click();
    await expect.poll(() => page.locator('.code-help').getByText(sender).isVisible()).toBe(true);
    expect(await page.locator('.code-help a').count()).toBe(0);
    await expectAccessible(page, 'recovery code step, gmail');
    await shoot(page, 'recovery-gmail-code-help');
    expect(errors).toEqual([]);
    await close();
  });

  it('a guardian whose au address was refused sees the banner on the timeline and マイページ', async () => {
    const { db } = suite.server.database;
    const facility = await createFacility(db);
    const email = `refused.browser${++sequence}@ezweb.ne.jp`;
    await createGuardian(db, { facilityId: facility.id, email, approvedAt: new Date() });
    await db.insert(mailRefusals).values({
      address: email,
      refusedAt: new Date(),
      responseCode: 550,
      response: '550 5.1.1 User unknown',
      messageKey: 'photo-delivery:test',
    });
    const { page, errors, close } = await openPage(suite.browser);
    await page.goto(`${suite.server.url}/timeline/`);
    await expectPath(page, `/signin/?next=${encodeURIComponent('/timeline/')}`);
    await signInOnPage(page, email, testPassword);
    await expectPath(page, '/timeline/');

    const banner = page.getByRole('region', { name: /にメールが届いていません$/ });
    await banner.waitFor({ timeout: 8000 });
    expect(await banner.locator('.mail-refusal-title').textContent()).toBe(
      `ご登録のメールアドレス（${email}）にメールが届いていません`,
    );
    const au = banner.getByRole('note', { name: 'auのメールをお使いの場合' });
    expect(await au.getByText(sender).count()).toBe(1);
    expect(await au.getByRole('link').getAttribute('href')).toBe(
      'https://www.au.com/support/service/mobile/trouble/mail/email/filter/',
    );
    expect(await banner.getByRole('link', { name: 'お問い合わせ' }).getAttribute('href')).toBe(
      '/parents/contact/?about=account',
    );
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);
    await expectAccessible(page, 'timeline with the refusal banner');
    await shoot(page, 'timeline-refused-au');

    await page.getByRole('link', { name: 'マイページ' }).first().click();
    await expectPath(page, '/mypage/');
    await banner.waitFor();
    await shoot(page, 'mypage-refused-au');
    expect(errors).toEqual([]);
    await close();
  });
});
