import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { BrowserSuite } from './browser.ts';
import { createFacility, createGuardian } from './fixtures.ts';
import { signedInAt } from './signed-in-page.ts';
import type { TestServer } from './test-server.ts';

/** PLAN_SCREENSHOTS=dir keeps a picture of each plan screen, to look at by eye. */
export async function look(page: Page, name: string) {
  const dir = process.env.PLAN_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/** A family of its own facility (standard price, 14-day trial). */
export async function planFamily(
  server: TestServer,
  options: { approvedAt: Date; subscriptionType: 'trial' | 'free' },
) {
  const facility = await createFacility(server.database.db);
  return createGuardian(server.database.db, { facilityId: facility.id, ...options });
}

/** A 375 px page that opened `path` signed out, signed in on the form and came back to it. */
export const phoneSignedInAt = (suite: BrowserSuite, email: string, path: string) =>
  signedInAt(suite, path, { email });

/** Types a card into the test provider's form, as a guardian would, and sends it. */
export async function typeCard(page: Page, number: string, button = 'カードを登録して次へ') {
  await page.getByLabel('カード番号').fill(number);
  await page.getByLabel('有効期限').fill('12/34');
  await page.getByLabel('セキュリティコード').fill('123');
  await page.getByRole('button', { name: button }).click();
}

/** The heading of the subscribe step on screen. */
export const stepTitle = (page: Page) => page.locator('.plan-step-title').textContent();
