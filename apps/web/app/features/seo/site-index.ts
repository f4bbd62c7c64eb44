// What search engines are told: the sitemap lists the public marketing pages of the route
// catalogue, robots.txt keeps crawlers out of the API and the signed-in app. Plain functions of
// the catalogue and the public origin, so Node tests check them without a server.
import { apiRoot } from '@hibi/contract/api';
import type { CatalogueEntry } from '../../lib/catalogue-entry.ts';

/** Paths crawlers should leave alone: the API, the guardian app (DESIGN §6) and the console. */
export const privatePrefixes = [
  apiRoot,
  '/mypage/',
  '/timeline/',
  '/photomovie/',
  '/signup/',
  '/admin/',
] as const;

/** Marketing pages: site layouts only (not sign-in or the health check), indexable, not private. */
export function isSitemapPage(entry: CatalogueEntry): boolean {
  if (entry.layout === 'blank' || entry.noindex) return false;
  return !privatePrefixes.some((prefix) => entry.path.startsWith(prefix));
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function sitemapXml(entries: readonly CatalogueEntry[], publicUrl: string): string {
  const origin = publicUrl.replace(/\/+$/, '');
  const urls = entries
    .filter(isSitemapPage)
    .map((entry) => `  <url><loc>${escapeXml(`${origin}${entry.path}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(publicUrl: string): string {
  const origin = publicUrl.replace(/\/+$/, '');
  return [
    'User-agent: *',
    'Allow: /',
    ...privatePrefixes.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
