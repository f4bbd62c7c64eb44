import { describe, expect, it } from 'vitest';
import { isSitemapPage } from '../../apps/web/app/features/seo/site-index.ts';
import { routeCatalogue } from '../../apps/web/app/route-catalogue.ts';
import { useHarness, visit } from './marketing-support.ts';

const harness = useHarness();
const publicUrl = () => harness.server.context.settings.PUBLIC_URL.replace(/\/$/, '');

describe('sitemap.xml and robots.txt over HTTP', () => {
  it('lists every public marketing page with absolute URLs', async () => {
    const response = await fetch(`${harness.server.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const expected = routeCatalogue.filter(isSitemapPage).map((entry) => `${publicUrl()}${entry.path}`);
    expect(locs).toEqual(expected);
    expect(locs).toContain(`${publicUrl()}/case/010/`);
    expect(locs).not.toContain(`${publicUrl()}/contact/thanks/`);
  });

  it('keeps crawlers out of the API and the guardian app, and points to the sitemap', async () => {
    const response = await fetch(`${harness.server.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    for (const path of ['/api/', '/mypage/', '/timeline/', '/photomovie/', '/signup/']) {
      expect(text).toContain(`Disallow: ${path}`);
    }
    expect(text).toContain(`Sitemap: ${publicUrl()}/sitemap.xml`);
  });
});

describe('sharing tags', () => {
  it.each(routeCatalogue.filter(isSitemapPage).map((entry) => [entry.path, entry] as const))(
    '%s carries title, description, canonical, Open Graph and Twitter tags from the server',
    async (path, entry) => {
      const html = await (await fetch(`${harness.server.url}${path}`)).text();
      const url = `${publicUrl()}${path}`;
      expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
      expect(html).toContain(`<meta property="og:url" content="${url}"/>`);
      expect(html).toContain(`<meta property="og:image" content="${publicUrl()}/og-image.png"/>`);
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
      expect(html).toContain(`<meta name="description" content="${entry.description}"/>`);
      expect(html).not.toContain('name="robots"');
    },
  );

  it('serves the FAQPage structured data in the server HTML of /faq/', async () => {
    const html = await (await fetch(`${harness.server.url}/faq/`)).text();
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    const data = JSON.parse(json ?? '{}');
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity.length).toBeGreaterThanOrEqual(15);
  });

  it('serves the Noto Sans JP files from /assets with immutable caching', async () => {
    const { page, close } = await visit(harness, '/faq/');
    // Added once the page has loaded and the browser is idle, so it never delays the first render.
    await expect
      .poll(() => page.locator('link[href*="/assets/fonts-"]').count(), { timeout: 10_000 })
      .toBe(1);
    const fontCss = await page.locator('link[href*="/assets/fonts-"]').getAttribute('href');
    const css = await (await fetch(`${harness.server.url}${fontCss}`)).text();
    const woff2 = /url\((\/assets\/noto-sans-jp-[^)]+\.woff2)\)/.exec(css)?.[1];
    expect(css).toContain('font-display:swap');
    const font = await fetch(`${harness.server.url}${woff2}`);
    expect(font.status).toBe(200);
    expect(font.headers.get('cache-control')).toContain('immutable');
    await expect
      .poll(() => page.evaluate(() => document.fonts.check('16px "Noto Sans JP"', 'あ')))
      .toBe(true);
    await close();
  });

  it('keeps an Android phone on its own Noto Sans CJK: no web font is fetched', async () => {
    const android =
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';
    const { page, close } = await visit(harness, '/faq/', 375, android);
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/(fonts-|noto-sans-jp-)/.test(request.url())) fonts.push(request.url());
    });
    await page.waitForLoadState('load');
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => setTimeout(done, 1000))));
    // The same wait that lets a desktop add the stylesheet (the test above) passes here without it.
    expect(await page.locator('link[href*="/assets/fonts-"]').count()).toBe(0);
    expect(fonts).toEqual([]);
    await close();
  });
});
