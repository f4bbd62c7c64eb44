import { ageText, displayDateWithWeekday, tokyoDate } from '@hibi/domain';
import type { Locator } from 'playwright-core';
import { describe, expect, it, onTestFailed } from 'vitest';
import { expectAccessible } from '#tests/support/axe.ts';
import { openPage, useServerAndBrowser } from '#tests/support/browser.ts';
import { makeInvitation } from '#tests/support/family-pages.ts';
import { testPassword } from '#tests/support/fixtures.ts';
import { expectPath, signInOnPage } from '#tests/support/guardian-pages.ts';
import { familyWithMedia } from '#tests/support/timeline-family.ts';

// Issue 44, point 16: dates with their weekday and the child's age, the viewer's place in the
// timeline, words kept whole on a phone, and the FAQ's siblings answer as the product works.
const suite = useServerAndBrowser();

async function signedIn(email: string, width: number) {
  const opened = await openPage(suite.browser, { width });
  onTestFailed(({ task }) =>
    opened.page.screenshot({ path: `/tmp/polish-fail-${task.name.slice(0, 20)}.png` }).then(() => undefined),
  );
  await opened.page.goto(`${suite.server.url}/signin/`);
  await signInOnPage(opened.page, email, testPassword);
  await expectPath(opened.page, '/timeline/');
  return opened;
}

/** The number of lines a box's text takes: its pieces that do not stand side by side. */
const linesOf = (box: Locator) =>
  box.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const rects = [...range.getClientRects()].filter((rect) => rect.width > 0).sort((a, b) => a.top - b.top);
    let lines = 0;
    let bottom = Number.NEGATIVE_INFINITY;
    for (const rect of rects) {
      if (rect.top >= bottom - 1) lines += 1;
      bottom = rect.top >= bottom - 1 ? rect.bottom : Math.max(bottom, rect.bottom);
    }
    return lines;
  });

describe.each([375, 768])('at %i px', (width) => {
  it('dates each day with its weekday and the child’s age, and the viewer says where it is', async () => {
    const family = await familyWithMedia(suite.server, { type: 'premium', days: 3, perDay: 2 });
    const { page, errors, close } = await signedIn(family.email, width);
    const today = tokyoDate(Date.now());
    const heading = page.locator('.timeline-day').first();
    await expect.poll(() => heading.textContent()).toContain(displayDateWithWeekday(today));
    expect(await heading.textContent()).toContain(ageText('2022-04-01', today) ?? 'no age');
    expect(await linesOf(heading)).toBe(1);

    await page.locator('.media-tile').nth(1).click();
    await expect.poll(() => page.locator('.viewer-position').textContent()).toBe('2 / 6');
    expect(await page.locator('.viewer-time').textContent()).toMatch(/（[日月火水木金土]）\d{2}:\d{2}/);
    await expectAccessible(page, `viewer at ${width}`);
    await page.screenshot({ path: `/tmp/polish-viewer-${width}.png` });
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: '選んで保存' }).click();
    for (const tile of (await page.locator('.media-tile').all()).slice(0, 4)) await tile.click();
    const count = page.locator('.selection-bar p');
    await expect.poll(() => count.textContent()).toBe('4件を選択中');
    expect(await linesOf(count)).toBe(1);
    // The count and both buttons on one row, above the menu.
    expect(await linesOf(page.locator('.selection-bar'))).toBe(1);
    await page.screenshot({ path: `/tmp/polish-selection-${width}.png` });
    expect(errors).toEqual([]);
    await close();
  });

  it('keeps a short action’s word whole beside the text it acts on', async () => {
    const family = await familyWithMedia(suite.server, { type: 'premium', days: 1, perDay: 1 });
    const { page, errors, close } = await signedIn(family.email, width);
    await page.goto(`${suite.server.url}/mypage/family/`);
    await makeInvitation(page, '家族');
    const revoke = page.getByRole('button', { name: '取り消す' }).first();
    expect(await linesOf(revoke)).toBe(1);
    await page.screenshot({ path: `/tmp/polish-invitations-${width}.png`, fullPage: true });
    expect(errors).toEqual([]);
    await close();
  });
});

describe('the FAQ at 375 px', () => {
  it('answers siblings as the product takes them: one account, added from マイページ', async () => {
    const { page, errors, close } = await openPage(suite.browser, { width: 375 });
    await page.goto(`${suite.server.url}/faq/`);
    const answer = page.getByText(/ひとつのアカウントで一緒に受け取れます/);
    expect(await answer.textContent()).toContain('ごきょうだいを追加する');
    expect(await answer.textContent()).not.toContain('お子さまごとにご登録ください');
    expect(errors).toEqual([]);
    await close();
  });
});
