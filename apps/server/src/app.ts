import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { registerErrorHandlers } from './http/error-handlers.ts';
import { HttpError } from './http/http-error.ts';
import { registerTrailingSlashRedirect } from './http/trailing-slash.ts';
import { registerWebApp } from './http/web-app.ts';
import type { Settings } from './settings/load-settings.ts';

export type ServerDependencies = {
  settings: Pick<Settings, 'NODE_ENV' | 'PUBLIC_URL' | 'WEB_BUILD_DIR' | 'SESSION_SECRET' | 'LOG_LEVEL'>;
  checkDatabase(): Promise<boolean>;
  logger?: FastifyServerOptions['logger'];
};

/** Builds the one HTTP server: security headers, compression, the API and the web app. */
export async function buildServer(deps: ServerDependencies) {
  const { settings } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: settings.LOG_LEVEL },
    trustProxy: true,
  });
  const secure = settings.PUBLIC_URL.startsWith('https://');

  await app.register(fastifyHelmet, {
    enableCSPNonces: true,
    hsts: secure,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: secure ? [] : null,
      },
    },
  });
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyCookie, { secret: settings.SESSION_SECRET });
  registerErrorHandlers(app);
  registerTrailingSlashRedirect(app);

  await app.register(
    async (api) => {
      api.get('/health', async (_request, reply) => {
        const ok = await deps.checkDatabase();
        return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'unavailable' });
      });
      // Unknown API paths answer the API's 404, not the web app's page.
      api.all('/*', async () => {
        throw new HttpError(404, '指定されたAPIは存在しません。');
      });
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, {
    buildDir: settings.WEB_BUILD_DIR,
    mode: settings.NODE_ENV,
    origin: settings.PUBLIC_URL,
    loadContext: (_request, reply) => ({
      publicUrl: settings.PUBLIC_URL,
      checkDatabase: deps.checkDatabase,
      cspNonce: reply.cspNonce.script,
    }),
  });
  return app;
}
