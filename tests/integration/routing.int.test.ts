import { describe, expect, it } from 'vitest';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';

let server: TestServer;
useTestServer((started) => {
  server = started.server;
});

const get = (path: string, init: RequestInit = {}) =>
  fetch(`${server.url}${path}`, { redirect: 'manual', ...init });

describe('the trailing-slash rule (specification §2)', () => {
  it('moves a slash-less path permanently to its slash form', async () => {
    const response = await get('/contact');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/contact/');
  });

  it('keeps the type query parameter and only that', async () => {
    const response = await get('/parents/request?type=nursery&utm_source=x');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/parents/request/?type=nursery');
  });

  it('exempts /404, which answers 404 itself', async () => {
    const response = await get('/404');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('ページが見つかりません。');
  });

  it('never redirects to another host', async () => {
    const response = await get('//evil.example');
    expect(response.headers.get('location')).toBeNull();
  });
});

describe('unmatched routes', () => {
  it('answer 404 with the not-found page', async () => {
    const response = await get('/no-such-page/');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('This page could not be found');
    expect(html).toContain('<meta name="robots" content="noindex"');
  });

  it('answer 404 for a case number outside 001 to 010', async () => {
    expect((await get('/case/011/')).status).toBe(404);
    expect((await get('/case/001/')).status).toBe(200);
  });

  it('answer 404 in the API error shape under /api', async () => {
    const response = await get('/api/no-such-call');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ statusCode: 404, message: '指定されたAPIは存在しません。' });
  });
});

describe('headers', () => {
  it('sends security headers and a CSP nonce that the inline scripts carry', async () => {
    const response = await get('/');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(csp).toContain("frame-ancestors 'none'");
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const html = await response.text();
    const inlineScripts = html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? [];
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const tag of inlineScripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it('compresses pages for clients that accept it', async () => {
    const response = await get('/faq/', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it('serves hashed assets with immutable caching', async () => {
    const html = await (await get('/')).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const response = await get(asset ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(response.headers.get('cache-control')).toContain('max-age=31536000');
  });

  it('serves the web app manifest of the installable app, and its icons', async () => {
    const response = await get('/manifest.webmanifest');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      lang: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'ひびフォト',
      short_name: 'ひびフォト',
      lang: 'ja',
      start_url: '/timeline/',
      display: 'standalone',
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const src of [...manifest.icons.map((icon) => icon.src), '/apple-touch-icon.png']) {
      const icon = await get(src);
      expect(icon.status).toBe(200);
      expect(icon.headers.get('content-type')).toBe('image/png');
    }
    const html = await (await get('/')).text();
    expect(html).toMatch(/<link [^>]*rel="manifest" href="\/manifest\.webmanifest"/);
    expect(html).toMatch(/<link [^>]*rel="apple-touch-icon" href="\/apple-touch-icon\.png"/);
    expect(html).toContain('<meta name="apple-mobile-web-app-title" content="ひびフォト"/>');
  });

  it('serves the service worker uncached, and the CSP lets only this site run workers', async () => {
    const response = await get('/sw.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const csp = (await get('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});
