import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import { expectPath } from './guardian-pages.ts';
import type { MailingServer } from './outbox.ts';
import { mailedCode } from './signup-pages.ts';

/** A password that meets the rule (letters and digits, 8 or more). */
export const memberPassword = 'hibi-family-7';

/** On /mypage/family/: choose the role and make a link. Answers the link the page shows. */
export async function makeInvitation(page: Page, role: '保護者' | '家族'): Promise<string> {
  await page.getByRole('radio', { name: new RegExp(`^${role}`) }).check();
  const shown = page.locator('.invite-link a');
  const before = (await shown.count()) ? await shown.textContent() : null;
  await page.getByRole('button', { name: '招待リンクを作る' }).click();
  await expect.poll(() => shown.textContent()).not.toBe(before);
  return (await shown.textContent()) ?? '';
}

/** The text the QR code on the page encodes, read from its pixels as a phone's camera would. */
export async function scanQrCode(page: Page): Promise<string> {
  const image = page.locator('img.invite-qr');
  await image.waitFor();
  // Typed loosely: this file is also type-checked without the DOM's types.
  await expect
    .poll(() => image.evaluate((element) => (element as { complete?: boolean }).complete))
    .toBe(true);
  const png = await image.screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const found = jsQR(
    new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    info.width,
    info.height,
  );
  if (!found) throw new Error('no QR code found in the image');
  return found.data;
}

/** Opens the link on a phone and joins: address, password, consents, then the mailed code. */
export async function joinOnPage(
  page: Page,
  server: MailingServer & { url: string },
  link: string,
  email: string,
  name = { lastName: '日比', firstName: '家族' },
) {
  await page.goto(`${server.url}${new URL(link).pathname}`);
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード').fill(memberPassword);
  await page.getByLabel('利用規約').check();
  await page.getByLabel('プライバシーポリシー').check();
  await page.getByLabel('顔認識').check();
  await page.getByRole('button', { name: '認証コードを送る' }).click();
  await page.getByLabel('認証コード').waitFor({ timeout: 8000 });
  await page.getByLabel('認証コード').fill(await mailedCode(server, email));
  await page.getByRole('button', { name: '確認する' }).click();
  // Last, the name the family will see instead of the address (issue 44, point 8).
  await page.getByRole('heading', { name: 'お名前を教えてください' }).waitFor();
  await page.getByLabel('姓').fill(name.lastName);
  await page.getByLabel('名').fill(name.firstName);
  await page.getByRole('button', { name: 'はじめる' }).click();
  await expectPath(page, '/timeline/');
}
