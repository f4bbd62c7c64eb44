import { sessionApi } from '@hibi/contract';
import { clearSessionCookies, readRefreshCookie, setSessionCookies } from '../../auth/guardian-cookies.ts';
import { guardianSessions } from '../../auth/guardian-sessions.ts';
import type { AppContext } from '../../context.ts';
import { rememberDevice } from '../../http/known-device.ts';
import { rateLimitHooks } from '../../http/rate-limit.ts';
import type { ApiInstance } from '../api-instance.ts';
import { serve } from '../serve.ts';
import { signIn } from './sign-in.service.ts';
import { signInHandlers } from './sign-in-handlers.ts';

/** POST /api/users/login, refreshToken and logout (specification §4, §7). */
export function sessionRoutes(app: ApiInstance, context: AppContext) {
  const handlers = signInHandlers({
    sessions: { ...guardianSessions(context), login: (email, password) => signIn(context, email, password) },
    cookies: { set: setSessionCookies, clear: clearSessionCookies, read: readRefreshCookie },
    onLogin: (reply, email) => rememberDevice(reply, context.settings.SESSION_SECRET, email),
    // The browser drops its HTTP cache, where signed media responses may still sit; localStorage
    // (the dismissed-guide flags) stays. The web app deletes the service worker's page cache.
    onLogout: (reply) => reply.header('clear-site-data', '"cache"'),
  });
  serve(app, sessionApi.login, rateLimitHooks(context, 'login'), handlers.login);
  serve(app, sessionApi.refresh, {}, handlers.refresh);
  serve(app, sessionApi.logout, {}, handlers.logout);
}
