import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { type MailingServer, mailsTo } from './outbox.ts';

/** A phone photo as a file the page's picker accepts. */
export async function photoFile(name: string, colour = '#f4a261') {
  const buffer = await sharp({ create: { width: 320, height: 240, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/**
 * The latest 6-digit code mailed to the address, read from the outbox once it arrives (the page's
 * request may still be on its way when this is called).
 */
export async function mailedCode(server: MailingServer, email: string): Promise<string> {
  for (let waited = 0; waited < 10_000; waited += 100) {
    const mails = await mailsTo(server, email);
    const code = /認証コード: (\d{6})/.exec(mails.at(-1)?.text ?? '')?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code mailed to ${email}`);
}

/**
 * Records the field names of every multipart form the page POSTs to storage (one list per upload).
 * Chromium does not hand multipart bodies with files to the test, so the page's own XHR is watched.
 */
export async function recordUploadFields(page: Page): Promise<() => Promise<string[][]>> {
  await page.addInitScript({
    content: `(() => {
      const seen = [];
      window.__uploadFields = seen;
      const open = XMLHttpRequest.prototype.open;
      const send = XMLHttpRequest.prototype.send;
      XMLHttpRequest.prototype.open = function (...args) {
        this.__url = String(args[1]);
        return open.apply(this, args);
      };
      XMLHttpRequest.prototype.send = function (body) {
        if (body instanceof FormData && this.__url.includes('/storage/upload')) seen.push([...body.keys()]);
        return send.call(this, body);
      };
    })();`,
  });
  return () => page.evaluate('window.__uploadFields') as Promise<string[][]>;
}

/**
 * Sign-up step 3's form as a guardian fills it: 日比 花子 for the guardian, 日比 たろう born on
 * `birthday` for the child (typed: the date picker stops at today), then on to the photos.
 * Answers the child's group, whose fields the caller may check.
 */
export async function fillSignupRequest(page: Page, birthday: string) {
  const guardian = page.getByRole('group', { name: '保護者の方' });
  await guardian.getByLabel('姓').fill('日比');
  await guardian.getByLabel('名').fill('花子');
  const child = page.getByRole('group', { name: 'お子さま' });
  await child.getByLabel(/^姓/).fill('日比');
  await child.getByLabel(/^名/).fill('たろう');
  await child.getByLabel('生年月日').fill(birthday);
  await page.getByRole('button', { name: '次へ（顔写真の登録）' }).click();
  return child;
}
