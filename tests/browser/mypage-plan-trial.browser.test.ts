import { monthDayText, trialEndDate } from '@hibi/domain';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '#tests/support/axe.ts';
import { openPage, useServerAndBrowser } from '#tests/support/browser.ts';
import { testPassword } from '#tests/support/fixtures.ts';
import { expectPath, signInOnPage } from '#tests/support/guardian-pages.ts';
import { planFamily } from '#tests/support/plan-pages.ts';

// Issue 44, point 7: a family in its free trial is not told its plan costs 「月額0円」.
const suite = useServerAndBrowser();
const dayMs = 86_400_000;
const shots = '/tmp/rejections-shots';

describe('the plan page during the free trial', () => {
  for (const width of [375, 768])
    it(`says until when the trial runs and the price after it, at ${width} px`, async () => {
      const approvedAt = new Date(Date.now() - 3 * dayMs);
      const { guardian } = await planFamily(suite.server, { approvedAt, subscriptionType: 'trial' });
      const lastDay = monthDayText(trialEndDate(approvedAt, 14));
      const { page, errors, close } = await openPage(suite.browser, { width });
      await page.goto(`${suite.server.url}/mypage/plan/`);
      await expectPath(page, '/signin/?next=%2Fmypage%2Fplan%2F');
      await signInOnPage(page, guardian.email, testPassword);
      await expectPath(page, '/mypage/plan/');
      const prices = page.locator('.plan-price');
      await expect
        .poll(() => prices.locator('div').allInnerTexts())
        .toEqual([`現在の料金\n無料体験中（〜${lastDay}まで）`, '有料プラン\n月額1,480円（税込）']);
      expect(await page.locator('.plan-current').textContent()).not.toContain('月額0円');
      await expectAccessible(page, `trial plan at ${width}`);
      await page.screenshot({ path: `${shots}/plan-trial-${width}.png`, fullPage: true });
      expect(errors).toEqual([]);
      await close();
    }, 60_000);
});
