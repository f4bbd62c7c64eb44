import type { Route } from './+types/robots-txt';
import { robotsTxt } from './site-index';

/** /robots.txt: a resource route (a loader, no component). */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(context.publicUrl), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
