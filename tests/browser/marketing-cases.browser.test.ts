import { describe, expect, it } from 'vitest';
import { caseStudies } from '../../apps/web/app/features/case/case-studies.ts';
import { texts, useHarness, visit } from './marketing-support.ts';

const harness = useHarness();

describe('/case/', () => {
  it('lists the ten facilities by kind, with a link to each', async () => {
    const { page, close } = await visit(harness, '/case/');
    expect(await texts(page, '.case-kind h2')).toEqual(['保育園', '幼稚園', '認定こども園', '習い事教室']);
    expect(await page.locator('.case-card').count()).toBe(10);
    await page.locator('a[href="/case/005/"]').click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('どんぐりリトミック教室さま');
    await close();
  });
});

describe('the case pages', () => {
  it.each(caseStudies.map((study) => [study.caseNo, study] as const))(
    '/case/%s/ has the head, the summary lists, the interview and the aside',
    async (caseNo, study) => {
      const { page, errors, close } = await visit(harness, `/case/${caseNo}/`);
      expect(await page.locator('.case-head .bubble-large').textContent()).toBe(`「${study.quote}」`);
      expect(await page.locator('.case-head h1').textContent()).toBe(`${study.facility}さま`);
      expect(await texts(page, '.summary-title')).toEqual(['導入前の課題', '導入の決め手', '導入後の変化']);
      for (const list of await page.locator('.summary-list').all()) {
        expect(await list.locator('li').count()).toBeGreaterThanOrEqual(3);
      }
      // Our staff ask, the facility answers: the bubbles alternate, starting with ours. The interview
      // renders a moment after the page's top (components/below-the-fold.tsx).
      await page.locator('#interview').waitFor();
      const sides = await page
        .locator('#interview .bubble-row')
        .evaluateAll((rows) =>
          rows.map((row) => (row.classList.contains('bubble-row-staff') ? 'staff' : 'facility')),
        );
      expect(sides.length).toBeGreaterThanOrEqual(10);
      sides.forEach((side, i) => {
        expect(side).toBe(i % 2 === 0 ? 'staff' : 'facility');
      });
      expect(await texts(page, '#interview .bubble-staff .speaker')).toContain('ひびフォト担当');
      const aside = page.locator('aside.case-aside');
      expect(await aside.locator('.facility-logo').count()).toBe(1);
      expect(await texts(aside, '.hashtags li')).toEqual([...study.hashtags]);
      expect(await aside.locator('a[href="/contact/"]').count()).toBe(1);
      expect(await aside.locator('a[href="#interview"]').count()).toBe(1);
      expect(errors).toEqual([]);
      await close();
    },
  );

  it('keeps the aside in view beside the article on wide screens, and under it on phones', async () => {
    const wide = await visit(harness, '/case/003/', 1440);
    expect(await wide.page.locator('aside.case-aside').evaluate((el) => getComputedStyle(el).position)).toBe(
      'sticky',
    );
    // Halfway down the interview, the aside sits at its sticky offset (24px) from the top.
    await wide.page.locator('#interview').waitFor();
    await wide.page.evaluate(() => window.scrollTo(0, 1000));
    await expect.poll(async () => (await wide.page.locator('aside.case-aside').boundingBox())?.y).toBe(24);
    await wide.close();

    const phone = await visit(harness, '/case/003/', 375);
    expect(await phone.page.locator('aside.case-aside').evaluate((el) => getComputedStyle(el).position)).toBe(
      'static',
    );
    await phone.page.locator('#message').waitFor();
    const article = await phone.page.locator('article.case-article').boundingBox();
    const aside = await phone.page.locator('aside.case-aside').boundingBox();
    expect(aside?.y).toBeGreaterThan((article?.y ?? 0) + (article?.height ?? 0) - 1);
    await phone.close();
  });

  it('answers an unknown case number with the 404 page', async () => {
    const response = await fetch(`${harness.server.url}/case/011/`);
    expect(response.status).toBe(404);
  });
});
