import type { Config } from '@react-router/dev/config';

// Server rendering is on; routes that the specification calls client-only opt out
// with a hydrating clientLoader and a HydrateFallback (docs/decisions/0003).
export default {
  appDirectory: 'app',
  // scripts/lib/production-build.ts builds measurements into a private directory.
  buildDirectory: process.env.HIBI_WEB_BUILD_DIR || 'build',
  ssr: true,
  future: {
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
