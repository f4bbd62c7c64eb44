import { describe, expect, it } from 'vitest';
import { routeCatalogue } from '../../route-catalogue.ts';
import { robotsTxt, sitemapXml } from './site-index.ts';

describe('sitemap.xml', () => {
  const xml = sitemapXml(routeCatalogue, 'https://hibi.example/');
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

  it('lists the marketing pages with absolute URLs', () => {
    expect(locs).toContain('https://hibi.example/');
    expect(locs).toContain('https://hibi.example/faq/');
    expect(locs).toContain('https://hibi.example/parents/request/');
    expect(locs).toContain('https://hibi.example/terms/');
    expect(locs).toContain('https://hibi.example/privacy/');
    for (let no = 1; no <= 10; no++)
      expect(locs).toContain(`https://hibi.example/case/${String(no).padStart(3, '0')}/`);
  });

  it('leaves out thank-you pages, sign-in, the health check and the guardian app', () => {
    for (const path of [
      '/contact/thanks/',
      '/signin/',
      '/healthcheck/',
      '/signup/',
      '/timeline/',
      '/mypage/',
    ]) {
      expect(locs).not.toContain(`https://hibi.example${path}`);
    }
  });
});

describe('robots.txt', () => {
  it('allows all but the private areas and points to the sitemap', () => {
    const text = robotsTxt('https://hibi.example');
    expect(text).toContain('User-agent: *\nAllow: /\n');
    for (const path of ['/api/', '/mypage/', '/timeline/', '/photomovie/', '/signup/']) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).toContain('Sitemap: https://hibi.example/sitemap.xml');
  });
});
