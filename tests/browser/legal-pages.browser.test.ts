import { documentVersions, versionDate } from '@hibi/domain';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '#tests/support/axe.ts';
import { openPage } from '#tests/support/browser.ts';
import { texts, useHarness, visit } from './marketing-support.ts';

const harness = useHarness();

describe('/terms/', () => {
  it('covers fees, the use of photos, prohibited acts and the jurisdiction', async () => {
    const { page, errors, close } = await visit(harness, '/terms/');
    const headings = await texts(page, 'main h2');
    for (const words of ['料金', '写真と動画の取り扱い', '禁止事項', '利用の停止', '免責', '準拠法']) {
      expect(
        headings.some((heading) => heading.includes(words)),
        words,
      ).toBe(true);
    }
    const body = (await page.locator('main').textContent()) ?? '';
    expect(body).toContain('月額1,480円（税込）');
    expect(body).toContain('承認日から14日間');
    expect(body).toContain('SNS');
    expect(body).toContain('株式会社ひびフォト');
    expect(errors).toEqual([]);
    await close();
  });
});

describe('/privacy/', () => {
  it('says what face data is for and when it is deleted, and how to use the rights of APPI', async () => {
    const { page, close } = await visit(harness, '/privacy/');
    const faceData = (await page.locator('#face-data').textContent()) ?? '';
    expect(faceData).toContain('30日後に自動で削除');
    expect(faceData).toContain('第三者に提供');
    // DESIGN §9: for the child's own family only, gone within 30 days of leaving; the page's date is
    // the version a consent records (decision 0076).
    expect(faceData).toContain('そのお子さまのご家族にお届けするためだけに使います');
    expect(faceData).toContain('30日以内');
    expect(await page.locator('.legal-updated').textContent()).toContain(
      `最終改定日：${versionDate(documentVersions.privacy)}`,
    );
    const rights = (await page.locator('#rights').textContent()) ?? '';
    for (const right of ['開示', '訂正', '利用の停止', '削除']) expect(rights).toContain(right);
    await page.locator('#rights').getByRole('link', { name: '保護者の方のお問い合わせ' }).click();
    await expect.poll(() => page.url()).toBe(`${harness.server.url}/parents/contact/`);
    await close();
  });

  it('is one tap away in the table of contents', async () => {
    const { page, close } = await visit(harness, '/privacy/');
    await page
      .getByRole('navigation', { name: '目次' })
      .getByRole('link', { name: /顔の特徴データ/ })
      .click();
    await expect.poll(() => page.url()).toBe(`${harness.server.url}/privacy/#face-data`);
    await close();
  });
});

describe('links to the terms and the privacy policy', () => {
  it.each(['/', '/case/', '/signin/', '/recovery/'])('are in the footer of %s', async (path) => {
    const { page, close } = await openPage(harness.browser);
    await page.goto(`${harness.server.url}${path}`);
    const footer = page.locator('footer');
    expect(await footer.locator('a[href="/terms/"]').textContent()).toBe('利用規約');
    expect(await footer.locator('a[href="/privacy/"]').textContent()).toBe('プライバシーポリシー');
    await close();
  });
});

describe('accessibility of the legal pages', () => {
  it.each([
    ['/terms/', 375],
    ['/terms/', 1440],
    ['/privacy/', 375],
    ['/privacy/', 1440],
  ])('%s at %i px has no serious axe violations', async (path, width) => {
    const { page, close } = await visit(harness, path, width);
    await expectAccessible(page, `${path} at ${width} px`);
    await close();
  });
});
