import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { checkDatabaseHealth } from './api/health/database-health.ts';
import { registerApi } from './api/register-api.ts';
import type { AppContext } from './context.ts';
import { clientErrorHandler } from './http/client-error.ts';
import { cspDirectives } from './http/content-security-policy.ts';
import { frameworkErrorHandler, registerErrorHandlers } from './http/error-handlers.ts';
import { registerMediaRoute } from './http/media-route.ts';
import { registerPrivacyHeaders } from './http/privacy-headers.ts';
import { requestLogSerializers } from './http/request-log.ts';
import { registerStorageUploadRoute } from './http/storage-upload-route.ts';
import { registerTrailingSlashRedirect } from './http/trailing-slash.ts';
import { registerWebApp } from './http/web-app.ts';
import { senderAddress } from './mail/sender-address.ts';
import { mediaViewerCheck } from './media-urls/media-viewer.ts';
import { createMediaUrlSigner, type MediaUrlSigner } from './storage/signed-media-url.ts';

type ServerOptions = {
  /** Signs the embedded storage's media URLs; the same signer the storage was built with. */
  mediaSigner?: MediaUrlSigner;
  logger?: FastifyServerOptions['logger'];
  /** Replaces the database's ping in the health checks (tests of a database that is down). */
  checkDatabase?: () => Promise<boolean>;
};

/** Builds the one HTTP server: security headers, compression, the API and the web app. */
export async function buildServer(context: AppContext, options: ServerOptions = {}) {
  const { settings } = context;
  const app = Fastify({
    logger: options.logger ?? { level: settings.LOG_LEVEL, serializers: requestLogSerializers },
    // Trust only the configured number of proxy hops for the client address.
    trustProxy: (_address: string, hop: number) => hop < settings.TRUST_PROXY,
    // '//api//users/userInfo' is the API's call, not an unknown page.
    routerOptions: { ignoreDuplicateSlashes: true },
    clientErrorHandler,
    frameworkErrors: frameworkErrorHandler,
  });
  const secure = settings.PUBLIC_URL.startsWith('https://');
  const database = { ...context.database, ping: options.checkDatabase ?? context.database.ping };
  const checkDatabase = () => checkDatabaseHealth(database, app.log);

  await app.register(fastifyHelmet, {
    enableCSPNonces: true,
    hsts: secure,
    contentSecurityPolicy: { directives: cspDirectives(settings, secure) },
  });
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyCookie, { secret: settings.SESSION_SECRET });
  registerErrorHandlers(app);
  registerPrivacyHeaders(app);
  registerTrailingSlashRedirect(app);
  // The embedded storage's signed reads (/media/) and uploads (/storage/upload) share one signer.
  const storageRoutes = {
    storage: context.storage,
    signer: options.mediaSigner ?? createMediaUrlSigner(settings.MEDIA_SIGNING_SECRET),
    now: context.now,
    mayView: mediaViewerCheck(database.db),
  };
  registerMediaRoute(app, storageRoutes);
  await registerStorageUploadRoute(app, storageRoutes);
  await registerApi(app, { ...context, database });
  await registerWebApp(app, {
    buildDir: settings.WEB_BUILD_DIR,
    mode: settings.NODE_ENV === 'development' ? 'development' : 'production',
    origin: settings.PUBLIC_URL,
    loadContext: (_request, reply) => ({
      publicUrl: settings.PUBLIC_URL,
      checkDatabase,
      cspNonce: reply.cspNonce.script,
      cspStyleNonce: reply.cspNonce.style,
      thirdParty: { tagManagerId: settings.TAG_MANAGER_ID, errorReportingDsn: settings.ERROR_REPORTING_DSN },
      mailSender: senderAddress(settings.MAIL_FROM),
    }),
  });
  return app;
}
