import type { MetaArgs, MetaDescriptor } from 'react-router';
import { CASE_STUDIES_NAME, SERVICE_NAME } from '~/layouts/site-links';
import { type CatalogueEntry, catalogueEntry, type LayoutName, type StaticPath } from '~/route-catalogue';
import { withTrailingSlash } from './trailing-slash';

// The case layout names its own section; every other layout carries the service name alone.
const titleSuffix: Record<LayoutName, string> = {
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

/** A route's `meta` export for a catalogued path: `export const meta = metaFor('/faq/');`. */
export function metaFor(path: StaticPath): (args: MetaContext) => MetaDescriptor[] {
  const entry = catalogueEntry(path);
  return (args) => pageMeta(entry, args);
}
