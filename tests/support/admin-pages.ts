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
