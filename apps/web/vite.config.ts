import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/**
 * Fewer, larger first-load chunks (docs/decisions/0045): every page needs React, React Router and
 * the site's shell (root, layouts, session, small shared components), which came in about forty
 * files of 1-2 KB; a phone on a mobile network waits a round trip for each handful of them.
 */
const chunkGroups = [
  {
    name: 'framework',
    test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
    priority: 30,
  },
  {
    name: 'shell',
    test: /apps[\\/]web[\\/]app[\\/](root\.tsx|route-catalogue\.ts|lib[\\/]|layouts[\\/]|features[\\/](session|error-page|loading-bar|seo)[\\/]|features[\\/][\w-]+[\\/]pages\.ts|components[\\/](toast|toast-host|action-links|third-party-tags|json-ld|page-header|section|cta-block|step-list|qa-list|card-grid)\.tsx)|node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|shared[\\/])/,
    priority: 20,
  },
];

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } } } },
  },
});
