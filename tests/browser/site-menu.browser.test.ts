import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from '#tests/support/browser.ts';
import { useHarness } from './marketing-support.ts';

const harness = useHarness();

const menuButton = (page: Page) => page.getByRole('button', { name: 'メニュー' });
// A CSS locator: getByRole would not find the menu while it is folded away (display: none).
const mainMenu = (page: Page) => page.locator('header nav[aria-label="メインメニュー"]');
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim());
const mainTop = (page: Page) => page.locator('main').evaluate((main) => main.getBoundingClientRect().top);

async function open(path: string, width: number) {
  const opened = await openPage(harness.browser, { width });
  await opened.page.goto(`${harness.server.url}${path}`);
  await opened.page.waitForLoadState('networkidle');
  return opened;
}

describe('the site menu on a phone (375 px)', () => {
  it('folds into a panel that opens over the page and closes with Escape', async () => {
    const { page, errors, close } = await open('/', 375);
    expect(await mainMenu(page).isVisible()).toBe(false);
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false');
    const controls = await menuButton(page).getAttribute('aria-controls');
    expect(await mainMenu(page).getAttribute('id')).toBe(controls);
    const top = await mainTop(page);

    await menuButton(page).click();
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('true');
    expect(await mainMenu(page).getByRole('link').allTextContents()).toEqual([
      '保護者の方へ',
      '導入事例',
      'よくある質問',
      'お問い合わせ',
    ]);
    expect(await focusedText(page)).toBe('保護者の方へ');
    // The panel lies over the page: nothing below the header moves.
    expect(await mainTop(page)).toBe(top);

    await page.keyboard.press('Escape');
    expect(await mainMenu(page).isVisible()).toBe(false);
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false');
    expect(await focusedText(page)).toBe('メニュー');
    expect(errors).toEqual([]);
    await close();
  });

  it('closes when a link is followed, focus back on the button', async () => {
    const { page, close } = await open('/', 375);
    await menuButton(page).click();
    await mainMenu(page).getByRole('link', { name: 'よくある質問' }).click();
    await expect.poll(() => page.url()).toBe(`${harness.server.url}/faq/`);
    expect(await mainMenu(page).isVisible()).toBe(false);
    expect(await focusedText(page)).toBe('メニュー');
    await close();
  });

  it.each(['/', '/case/'])('%s keeps the header on one row with 44 px targets', async (path) => {
    const { page, close } = await open(path, 375);
    const login = page.locator('header').getByRole('link', { name: 'ログイン' });
    expect(await login.getAttribute('href')).toBe('/signin/');
    await menuButton(page).click();
    const targets = [login, menuButton(page), ...(await mainMenu(page).getByRole('link').all())];
    for (const target of targets) expect((await target.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    // Side by side on the header's one row, and nothing sticks out to the side.
    const [loginBox, buttonBox] = await Promise.all([login.boundingBox(), menuButton(page).boundingBox()]);
    const middle = (box: typeof loginBox) => (box ? box.y + box.height / 2 : Number.NaN);
    expect(Math.abs(middle(loginBox) - middle(buttonBox))).toBeLessThan(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    await close();
  });
});

describe('the site menu from 960 px', () => {
  it.each([960, 1440])(
    'is one row of links beside ログイン at %i px, without a menu button',
    async (width) => {
      const { page, close } = await open('/', width);
      expect(await menuButton(page).isVisible()).toBe(false);
      const links = await mainMenu(page).getByRole('link').all();
      const rows = new Set(await Promise.all(links.map(async (link) => (await link.boundingBox())?.y)));
      expect(rows.size).toBe(1);
      expect(await page.locator('header').getByRole('link', { name: 'ログイン' }).isVisible()).toBe(true);
      await close();
    },
  );
});
