import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/**
 * Fewer, larger first-load chunks (docs/decisions/0045): every page needs React, React Router and
 * the site's shell (root, layouts, session, small shared components), which came in about forty
 * files of 1-2 KB; a phone on a mobile network waits a round trip for each handful of them.
 * A group takes the modules its members import with it: the query cache (TanStack Query, 10 KB)
 * stays out of the shell, for the pages that have one (guardian app, sign-up, console).
 */
const chunkGroups = [
  {
    name: 'framework',
    test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
    priority: 30,
  },
  {
    name: 'shell',
    test: /apps[\\/]web[\\/]app[\\/](root\.tsx|lib[\\/](?!seo\.ts|mypage-entry\.ts)|layouts[\\/]|features[\\/](session[\\/](?!query-)|(error-page|loading-bar|seo)[\\/]|app-frame[\\/]approved-page\.ts|telemetry[\\/]third-party-tags\.tsx)|components[\\/](toast|toast-host)\.tsx)|node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|shared[\\/])/,
    priority: 20,
  },
  {
    // The one query cache and its library, in one file for the pages that have one.
    name: 'query-cache',
    test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]|apps[\\/]web[\\/]app[\\/]features[\\/]session[\\/]query-/,
    priority: 19,
  },
  {
    // The guardian app's own page lists, which its pages read without the catalogue.
    name: 'app-pages',
    test: /apps[\\/]web[\\/]app[\\/](features[\\/](app-frame|mypage|family|siblings)[\\/]pages\.ts|lib[\\/]mypage-entry\.ts)/,
    priority: 18,
  },
  {
    // The small modules every page of the signed-in app loads first (the child switcher, the load
    // states, the consent check, the media calls): one file, not ten of a few hundred bytes each.
    name: 'app-base',
    test: /apps[\\/]web[\\/]app[\\/](features[\\/](children[\\/]|consents[\\/]consent-calls\.ts)|components[\\/]load-state\.tsx)|packages[\\/](contract[\\/]src[\\/](limits\.ts|api[\\/](downloads|timeline|returns|photomovies)\.ts)|domain[\\/]src[\\/]time[\\/]tokyo-date\.ts)/,
    priority: 17,
  },
  {
    // Every page's title and text for the pages that look them up by path, and the public site's
    // building blocks (sections, calls to action): one file for the public site, kept out of the
    // shell so that the app's pages (which hold their own entries) skip it.
    name: 'catalogue',
    test: /apps[\\/]web[\\/]app[\\/](route-catalogue\.ts|lib[\\/]seo\.ts|components[\\/](page-header|action-links|json-ld|section|cta-block|step-list|qa-list|card-grid|below-the-fold|icon-list)\.tsx|features[\\/](marketing|parents|legal|case|auth|healthcheck)[\\/]pages\.ts)/,
    priority: 15,
  },
];

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } } } },
  },
});
