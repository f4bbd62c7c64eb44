import { describe, expect, it } from 'vitest';
import { expectAccessible } from '#tests/support/axe.ts';
import { openPage } from '#tests/support/browser.ts';
import { marketingPaths, texts, useHarness, visit } from './marketing-support.ts';

const harness = useHarness();

// The ten case studies share one template: the list and the first stand for the rest in axe.
const axeSkipped = (path: string) => /^\/case\/0(0[2-9]|10)\//.test(path);

// One visit a page (routes.browser.test.ts visits the others): its heading, language, title and
// structure, then axe-core (serious and critical findings) on the phone and,
// resized, on the desktop layout, so the 27 pages cost 27 page loads rather than 63.
describe('every marketing page', () => {
  it.each(marketingPaths)(
    '%s has one h1, the landmarks, labelled images and no axe finding',
    async (path) => {
      const { page, errors, close } = await visit(harness, path);
      expect(await page.locator('html').getAttribute('lang')).toBe('ja');
      expect(await page.title()).toMatch(/ひびフォト/);
      expect(await page.locator('h1').count()).toBe(1);
      expect(await page.locator('header.site-header').count()).toBe(1);
      expect(await page.locator('main#main').count()).toBe(1);
      expect(await page.locator('footer.site-footer').count()).toBe(1);
      // Every image either says what it shows or is marked decorative.
      expect(await page.locator('img:not([alt])').count()).toBe(0);
      expect(await page.locator('svg:not([aria-hidden="true"])').count()).toBe(0);
      if (!axeSkipped(path)) {
        await expectAccessible(page, `${path} at 375 px`);
        await page.setViewportSize({ width: 1440, height: 900 });
        await expectAccessible(page, `${path} at 1440 px`);
      }
      expect(errors).toEqual([]);
      await close();
    },
  );
});

describe('the service page /', () => {
  it('speaks to guardians and facilities, with the price and three case studies', async () => {
    const { page, close } = await visit(harness, '/');
    const body = await page.locator('main').textContent();
    expect(body).toContain('月額1,480円（税込）');
    expect(body).toContain('14日間無料');
    expect(body).toContain('18:00までにアップロードされた写真');
    expect(await texts(page, 'main h2')).toEqual(
      expect.arrayContaining(['写真が届くまで', '大切なお子さまの写真だから', '導入した施設の声']),
    );
    expect(await page.locator('#cases a[href^="/case/"]').count()).toBe(3);
    await page.getByRole('link', { name: '園・施設の方はこちら' }).click();
    await expect.poll(() => page.url()).toBe(`${harness.server.url}/#for-facilities`);
    await page.getByRole('link', { name: '保護者の方はこちら' }).click();
    await expect.poll(() => page.url()).toBe(`${harness.server.url}/parents/`);
    await close();
  });
});

describe('/parents/', () => {
  it('says what guardians get, the price, the trial and how to start', async () => {
    const { page, close } = await visit(harness, '/parents/');
    // Under the first screen, the page renders a moment after its top (components/below-the-fold.tsx).
    await page.locator('#start').waitFor();
    const body = (await page.locator('main').textContent()) ?? '';
    expect(body).toContain('月額1,480円（税込）');
    expect(body).toContain('14日間の無料体験');
    expect(await texts(page, '#start .step-title')).toEqual(['新規登録', '承認', 'その日の夜に写真が届く']);
    expect(await page.locator('#benefits .card').count()).toBe(4);
    expect(await page.locator('a[href="/parents/request/"]').count()).toBeGreaterThan(0);
    await close();
  });

  it('asks about its links’ routes only once its words are shown, in one request', async () => {
    // React Router's /__manifest request for the header's and footer's links went out before the
    // page (client-only, §2) had rendered; now the frame waits (lib/use-frame-discovery.ts).
    const { page, close } = await openPage(harness.browser);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/__manifest'))
        asked.push(new URL(request.url()).searchParams.get('paths') ?? '');
    });
    await page.goto(`${harness.server.url}/parents/`);
    await page.locator('#start').waitFor();
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    const first = (asked[0] ?? '').split(',');
    expect(first).toContain('/signup/'); // a link of the page itself
    expect(first).toContain('/faq/'); // and of the menu
    await close();
  });

  it.each([
    ['/parents/#price', '#price'],
    ['/case/001/#message', '#message'],
  ])('%s, a link from outside to a section, lands on the section once the page renders', async (url, id) => {
    // The browser looks for the section before the page (client-only, §2) has rendered it.
    const { page, errors, close } = await visit(harness, url);
    await expect.poll(async () => (await page.locator(id).boundingBox())?.y).toBeLessThan(100);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('/info/, /tokushoho/ and /faq/', () => {
  it('lists notices with dates as YYYY/MM/DD, newest first', async () => {
    const { page, close } = await visit(harness, '/info/');
    const dates = await texts(page, '.notice time');
    expect(dates.length).toBeGreaterThanOrEqual(5);
    for (const date of dates) expect(date).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
    expect([...dates].sort().reverse()).toEqual(dates);
    await close();
  });

  it('shows every item the Act requires of a monthly subscription', async () => {
    const { page, close } = await visit(harness, '/tokushoho/');
    const terms = await texts(page, '.legal-list dt');
    for (const term of [
      '販売事業者',
      '運営統括責任者',
      '所在地',
      '電話番号',
      'メールアドレス',
      '販売価格',
      '商品代金以外の必要料金',
      '支払方法',
      '支払時期',
      '提供時期',
      '返品・キャンセル',
      '解約方法',
      '動作環境',
    ]) {
      expect(terms).toContain(term);
    }
    const text = await page.locator('.legal-list').textContent();
    expect(text).toContain('株式会社ひびフォト');
    expect(text).toContain('月額1,480円（税込）');
    expect(text).toContain('請求があった場合に遅滞なく開示します');
    await close();
  });

  it('answers at least 15 questions, and its FAQPage data says the same', async () => {
    const { page, close } = await visit(harness, '/faq/');
    const questions = await texts(page, '.qa-item dt');
    expect(questions.length).toBeGreaterThanOrEqual(15);
    const json = await page.locator('script[type="application/ld+json"]').textContent();
    const data = JSON.parse(json ?? '{}');
    expect(data['@type']).toBe('FAQPage');
    const named = data.mainEntity.map((item: { name: string }) => item.name);
    // The visible question carries a decorative "Q" mark before the words.
    expect(questions.map((question) => question.replace(/^Q/, ''))).toEqual(named);
    await close();
  });
});

describe('the samples', () => {
  it('/sample/images/ plays a photo movie of exactly 15 illustrations', async () => {
    const { page, errors, close } = await visit(harness, '/sample/images/', 960);
    expect(await page.locator('.movie-strip li').count()).toBe(15);
    expect(await page.locator('.movie-counter').textContent()).toBe('1 / 15');
    await page.getByRole('button', { name: '次の写真' }).click();
    expect(await page.locator('.movie-counter').textContent()).toBe('2 / 15');
    await page.getByRole('button', { name: '15枚目を表示' }).click();
    expect(await page.locator('.movie-counter').textContent()).toBe('15 / 15');
    await page.getByRole('button', { name: '再生する' }).click();
    await expect.poll(() => page.locator('.movie-counter').textContent(), { timeout: 5000 }).toBe('1 / 15');
    await page.getByRole('button', { name: '一時停止' }).click();
    expect(await page.locator('.sample-grid img').count()).toBe(9);
    expect(errors).toEqual([]);
    await close();
  });

  it('/sample/image-retouching/ shows before and after images made by the pipeline', async () => {
    const { page, close } = await visit(harness, '/sample/image-retouching/', 1440);
    const images = page.locator('.before-after img');
    expect(await images.count()).toBe(4);
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded();
      expect(await image.getAttribute('src')).toMatch(/^\/assets\/retouch-\w+-(before|after)-[\w-]+\.webp$/);
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(960);
    }
    expect(await texts(page, '.before-after figcaption')).toEqual(['補正前', '補正後', '補正前', '補正後']);
    await close();
  });
});
