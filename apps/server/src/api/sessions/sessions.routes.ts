import { accessTokenResponseSchema, loginRequestSchema } from '@hibi/contract';
import { z } from 'zod';
import { clearSessionCookies, readRefreshCookie, setSessionCookies } from '../../auth/auth-cookies.ts';
import { sessionService } from '../../auth/session.service.ts';
import type { AppContext } from '../../context.ts';
import { rememberDevice } from '../../http/known-device.ts';
import { rateLimitHooks } from '../../http/rate-limit.ts';
import type { ApiInstance } from '../api-instance.ts';
import { errorResponses } from '../error-responses.ts';

const tags = ['sessions'];

/** POST /api/users/login, refreshToken and logout (specification §4, §7). */
export function sessionRoutes(app: ApiInstance, context: AppContext) {
  const sessions = sessionService(context);

  app.post(
    '/users/login',
    {
      ...rateLimitHooks(context, 'login'),
      schema: {
        tags,
        body: loginRequestSchema,
        response: { 200: accessTokenResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const session = await sessions.login(request.body.email, request.body.password);
      setSessionCookies(reply, session);
      rememberDevice(reply, context.settings.SESSION_SECRET, request.body.email);
      return { accessToken: session.accessToken };
    },
  );

  app.post(
    '/users/refreshToken',
    { schema: { tags, response: { 200: accessTokenResponseSchema, ...errorResponses } } },
    async (request, reply) => {
      try {
        const session = await sessions.refresh(readRefreshCookie(request));
        setSessionCookies(reply, session);
        return { accessToken: session.accessToken };
      } catch (error) {
        clearSessionCookies(reply);
        throw error;
      }
    },
  );

  app.post('/users/logout', { schema: { tags, response: { 200: z.object({}) } } }, async (request, reply) => {
    await sessions.logout(readRefreshCookie(request));
    clearSessionCookies(reply);
    // The browser drops its HTTP cache, where signed media responses may still sit; localStorage
    // (the dismissed-guide flags) stays. The web app deletes the service worker's page cache.
    reply.header('clear-site-data', '"cache"');
    return {};
  });
}
