// Page meta from a catalogue entry. Apart from lib/seo.ts so that the app's own pages and the
// error page can build their meta without downloading the catalogue of every marketing page.
import type { MetaArgs, MetaDescriptor } from 'react-router';
import { CASE_STUDIES_NAME, SERVICE_NAME } from '~/lib/site-links';
import type { CatalogueEntry, LayoutName } from '~/route-catalogue';
import { withTrailingSlash } from './trailing-slash';

// The case layout names its own section; every other layout carries the service name alone.
const titleSuffix: Record<LayoutName, string> = {
  admin: `管理画面 | ${SERVICE_NAME}`,
  blank: SERVICE_NAME,
  case: `${CASE_STUDIES_NAME} | ${SERVICE_NAME}`,
  default: SERVICE_NAME,
};

export function documentTitle(title: string, layout: LayoutName): string {
  return title ? `${title} | ${titleSuffix[layout]}` : titleSuffix[layout];
}

/** What page meta needs from React Router's meta arguments; loose enough for typegen's route-specific ones. */
interface MetaContext {
  location: MetaArgs['location'];
  matches: ReadonlyArray<{ id: string; loaderData: unknown } | undefined>;
}

/** The absolute site origin that the root loader read from the load context, without a trailing slash. */
export function publicUrlOf(matches: MetaContext['matches']): string {
  const rootData = matches.find((match) => match?.id === 'root')?.loaderData;
  const publicUrl =
    rootData && typeof rootData === 'object' && 'publicUrl' in rootData ? rootData.publicUrl : undefined;
  return typeof publicUrl === 'string' ? publicUrl.replace(/\/+$/, '') : '';
}

/** Title, description, Open Graph, Twitter card and canonical link for one page. */
export function pageMeta(entry: CatalogueEntry, { location, matches }: MetaContext): MetaDescriptor[] {
  const publicUrl = publicUrlOf(matches);
  const url = `${publicUrl}${withTrailingSlash(location.pathname)}`;
  const title = documentTitle(entry.title, entry.layout);
  return [
    { title },
    { name: 'description', content: entry.description },
    { property: 'og:site_name', content: SERVICE_NAME },
    { property: 'og:locale', content: 'ja_JP' },
    { property: 'og:type', content: entry.path === '/' ? 'website' : 'article' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: entry.description },
    { property: 'og:url', content: url },
    // Drawn by scripts/make-brand-images.ts.
    { property: 'og:image', content: `${publicUrl}/og-image.png` },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { property: 'og:image:alt', content: `${SERVICE_NAME}：わが子の今日の写真が、その日の夜に届く。` },
    { name: 'twitter:card', content: 'summary_large_image' },
    { tagName: 'link', rel: 'canonical', href: url },
    ...(entry.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}

/** A route's `meta` export for an entry the page already holds. */
export function metaOf(entry: CatalogueEntry): (args: MetaContext) => MetaDescriptor[] {
  return (args) => pageMeta(entry, args);
}

/** The entry for `path` in one feature's own page list, typed so that a wrong path does not compile. */
export function pageIn<const Pages extends readonly CatalogueEntry[]>(
  pages: Pages,
  path: Pages[number]['path'],
): CatalogueEntry {
  const entry = pages.find((page) => page.path === path);
  if (!entry) throw new Error(`${path} is missing from its page list`);
  return entry;
}
