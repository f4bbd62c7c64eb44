// Makes a route client-only (specification §2, docs/decisions/0003). A route module opts in with
//   export { clientLoader, HydrateFallback } from '~/lib/client-only';
// Because clientLoader.hydrate is true, the server renders the layouts with HydrateFallback in the
// route's place; in the browser the loader runs on hydration and only then the page renders. With
// split route modules the browser fetches this loader and fallback first and the page's own chunk
// on demand. Meta still comes from the server, so titles and sharing work everywhere.

import { LOADING_TEXT } from '~/lib/site-links';
import { useContentPending } from './content-shown';

export async function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  useContentPending();
  return (
    <div className="hydrate-fallback" role="status">
      <span className="spinner" aria-hidden="true" />
      {LOADING_TEXT}
    </div>
  );
}
