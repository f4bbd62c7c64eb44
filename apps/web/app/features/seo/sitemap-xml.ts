import { routeCatalogue } from '~/route-catalogue';
import type { Route } from './+types/sitemap-xml';
import { sitemapXml } from './site-index';

/** /sitemap.xml: a resource route (a loader, no component). */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(sitemapXml(routeCatalogue, context.publicUrl), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
