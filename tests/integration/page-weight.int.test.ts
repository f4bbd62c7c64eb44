import { describe, expect, it } from 'vitest';
import { type Asset, pageWeight, totalKb } from '#tests/support/page-weight.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';
import { caseListPage, caseStudyPages } from '../../apps/web/app/features/case/pages.ts';
import { legalPages } from '../../apps/web/app/features/legal/pages.ts';
import { marketingPages } from '../../apps/web/app/features/marketing/pages.ts';
import { parentsPages } from '../../apps/web/app/features/parents/pages.ts';
import { firstLoadBudgetKb, formPages } from './page-budgets.ts';

// The first second of the public pages (issue 26, docs/decisions/0045): what a phone downloads
// before the first screen stays within the recorded budget, and never the app's or the console's
// styles.
let server: TestServer;
useTestServer((started) => {
  server = started.server;
});

const publicPages = [...marketingPages, ...parentsPages, ...legalPages, caseListPage, ...caseStudyPages];
const publicPaths = publicPages.map((page) => page.path);
/** Rules only the signed-in app and the console have. */
const appOrConsoleRule = /\.(admin|mypage|timeline|guardian-tabs|approval|upload)[\w-]*\s*[{,.:[]/;
const withAppRules = (sheets: Asset[]) =>
  sheets.filter((sheet) => appOrConsoleRule.test(sheet.text)).map((sheet) => sheet.href);

describe('first-load bytes of the public pages', () => {
  it.each(publicPaths)('%s stays within its budget, without the app’s styles', async (path) => {
    const weight = await pageWeight(server.url, path);
    expect(weight.stylesheets.length).toBeGreaterThan(0);
    expect(withAppRules(weight.stylesheets)).toEqual([]);
    const measured = { css: totalKb(weight.stylesheets), js: totalKb(weight.scripts) };
    expect(measured.css, `${path} CSS, KB gzip`).toBeLessThanOrEqual(firstLoadBudgetKb.css);
    expect(measured.js, `${path} JavaScript, KB gzip`).toBeLessThanOrEqual(firstLoadBudgetKb.js);
  });

  it('keeps the query cache (TanStack Query) to the pages that have one', async () => {
    // The public site has no guardian data to cache; its pages were carrying 10 KB of it.
    const queryCacheIn = async (path: string) =>
      (await pageWeight(server.url, path)).scripts.filter((script) =>
        script.text.includes('Missing queryFn'),
      );
    for (const path of ['/', '/faq/', '/parents/', '/case/001/'])
      expect(await queryCacheIn(path), path).toEqual([]);
    expect(await queryCacheIn('/timeline/')).toHaveLength(1);
  });

  it.each(formPages)('%s loads its form’s checks (zod) only once someone starts to fill it', async (path) => {
    // Evaluating zod and the contract's schemas was the longest task of /contact/ on a slow phone.
    const zodIn = (scripts: Asset[]) => scripts.filter((script) => script.text.includes('$ZodError'));
    expect(zodIn((await pageWeight(server.url, path)).scripts)).toEqual([]);
    // The sign-in form, whose checks the page needs at once, still carries it: the probe sees zod.
    expect(zodIn((await pageWeight(server.url, '/signin/')).scripts)).not.toEqual([]);
  });

  it('writes a public page’s stylesheets into its HTML; the app’s pages keep linking theirs', async () => {
    // One round trip less before a phone paints a first visit (decision 0051); the app, opened every
    // evening, caches its stylesheets instead.
    const faq = await pageWeight(server.url, '/faq/');
    expect(faq.stylesheets.map((sheet) => sheet.inline)).toEqual([true, true]);
    // The policy lets them in by the response's style nonce ('unsafe-inline' yields to a nonce).
    const response = await fetch(`${server.url}/faq/`);
    const policy = response.headers.get('content-security-policy') ?? '';
    const styleNonce = /style-src[^;]*'nonce-([^']+)'/.exec(policy)?.[1];
    const inlineNonces = [...(await response.text()).matchAll(/<style nonce="([^"]+)" data-inlined-from/g)];
    expect(inlineNonces.map(([, nonce]) => nonce)).toEqual([styleNonce, styleNonce]);
    const timeline = await pageWeight(server.url, '/timeline/');
    expect(timeline.stylesheets.map((sheet) => sheet.inline ?? false)).toEqual([false, false]);
  });

  it('preloads a page’s modules at low priority: its first screen comes from the HTML', async () => {
    // Decision 0054: a server-rendered page and a client-only route's shell paint without them.
    for (const path of ['/faq/', '/parents/']) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      const preloads = html.match(/<link\b[^>]*\brel="modulepreload"[^>]*>/g) ?? [];
      expect(preloads.length, path).toBeGreaterThan(2);
      expect(
        preloads.filter((tag) => !tag.includes('fetchpriority="low"')),
        path,
      ).toEqual([]);
    }
  });

  it('would notice the app’s styles: the signed-in app’s page loads them', async () => {
    const weight = await pageWeight(server.url, '/timeline/');
    expect(withAppRules(weight.stylesheets)).toHaveLength(1);
    expect(totalKb(weight.scripts)).toBeLessThanOrEqual(firstLoadBudgetKb.timelineJs);
  });

  it('keeps the public site’s page texts (the route catalogue) off the app’s first load', async () => {
    // Each public page's description lives only in the catalogue; the app holds its own entries.
    const descriptions = publicPages.map((page) => page.description);
    const onPublicPage = await pageWeight(server.url, '/faq/');
    const carries = (scripts: Asset[]) =>
      scripts.filter((script) => descriptions.some((text) => script.text.includes(text))).length;
    expect(carries(onPublicPage.scripts)).toBe(1);
    expect(carries((await pageWeight(server.url, '/timeline/')).scripts)).toBe(0);
  });

  it('names the samples page’s first photo in its server HTML, before the scripts that render it', async () => {
    // /sample/ renders in the browser (§2): without the preload a phone finds its largest paint late.
    const html = await (await fetch(`${server.url}/sample/`)).text();
    const preload = /<link[^>]*rel="preload"[^>]*as="image"[^>]*href="([^"]+)"/.exec(html);
    expect(preload?.[1]).toMatch(/^\/assets\/frame-\d+-[\w-]+\.webp$/);
    expect(html.indexOf(preload?.[0] ?? '')).toBeLessThan(html.indexOf('rel="modulepreload"'));
    expect((await fetch(`${server.url}${preload?.[1]}`)).status).toBe(200);
  });

  it('serves the public pages’ images named by their content, for browsers to keep a year', async () => {
    // Decision 0065: an hour's cache made a returning family download the app's screens again.
    // The landing page's are in its server HTML; the samples page's first photo is preloaded.
    const home = await (await fetch(`${server.url}/`)).text();
    const sources = [...home.matchAll(/<img\b[^>]*\bsrc="([^"]+)"/g)].map(([, src]) => src ?? '');
    const sample = await (await fetch(`${server.url}/sample/`)).text();
    sources.push(/<link[^>]*rel="preload"[^>]*as="image"[^>]*href="([^"]+)"/.exec(sample)?.[1] ?? '');
    expect(sources.length).toBeGreaterThan(3);
    for (const src of sources) {
      expect(src).toMatch(/^\/assets\/[\w-]+-[\w-]{8}\.webp$/);
      const response = await fetch(`${server.url}${src}`);
      expect(response.headers.get('cache-control'), src).toBe('public, max-age=31536000, immutable');
    }
  });
});
