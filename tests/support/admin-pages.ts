import type { Page } from 'playwright-core';

/** Signs in on /admin/signin/ (the page must be open). */
export async function adminSignInOnPage(page: Page, email: string, password: string) {
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード').fill(password);
  await page.getByRole('button', { name: 'ログイン' }).click();
}

/** The labels of the console's menu, as shown. */
export function adminNavLabels(page: Page): Promise<string[]> {
  return page.getByRole('navigation', { name: '管理メニュー' }).getByRole('link').allTextContents();
}

/** Confirms the upload of `count` files in the dialog that names where they go; answers that name. */
export async function confirmUpload(page: Page, count: number): Promise<string> {
  const dialog = page.getByRole('dialog', { name: /に送りますか？$/ });
  const title = (await dialog.getByRole('heading').textContent()) ?? '';
  await dialog.getByRole('button', { name: `${count}件を送る` }).click();
  return title.replace(/に送りますか？$/, '');
}

/** Takes back, on /admin/review/ (open), the first photo delivered to the child, with a reason. */
export async function takeBackOnReview(page: Page, childName: string, reason: string) {
  await page
    .getByRole('button', { name: `${childName}さんに配信された写真の配信を取り消す` })
    .first()
    .click();
  await page.getByLabel('取り消す理由').fill(reason);
  await page.getByRole('button', { name: '取り消す', exact: true }).click();
}
