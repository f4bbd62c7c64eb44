import { accessTokenResponseSchema, loginRequestSchema, staffMeResponseSchema } from '@hibi/contract';
import { z } from 'zod';
import { requireStaff } from '../../auth/require-staff.ts';
import { clearStaffCookies, readStaffRefreshCookie, setStaffCookies } from '../../auth/staff-cookies.ts';
import type { AppContext } from '../../context.ts';
import { rateLimitHooks } from '../../http/rate-limit.ts';
import type { ApiInstance } from '../api-instance.ts';
import { errorResponses } from '../error-responses.ts';
import { staffSessionService } from './staff-session.service.ts';

const tags = ['admin'];

/**
 * Staff sign-in, refresh, sign-out and "who am I". The login answer keeps its { accessToken }
 * shape, which the upload CLI reads; the refresh token travels in the console's own cookie.
 */
export function adminSessionRoutes(app: ApiInstance, context: AppContext) {
  const sessions = staffSessionService(context);

  app.post(
    '/admin/login',
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
      setStaffCookies(reply, session);
      return { accessToken: session.accessToken };
    },
  );

  app.post(
    '/admin/refreshToken',
    { schema: { tags, response: { 200: accessTokenResponseSchema, ...errorResponses } } },
    async (request, reply) => {
      try {
        const session = await sessions.refresh(readStaffRefreshCookie(request));
        setStaffCookies(reply, session);
        return { accessToken: session.accessToken };
      } catch (error) {
        clearStaffCookies(reply);
        throw error;
      }
    },
  );

  app.post('/admin/logout', { schema: { tags, response: { 200: z.object({}) } } }, async (request, reply) => {
    await sessions.logout(readStaffRefreshCookie(request));
    clearStaffCookies(reply);
    return {};
  });

  app.get(
    '/admin/me',
    {
      onRequest: requireStaff(context),
      schema: { tags, response: { 200: staffMeResponseSchema, ...errorResponses } },
    },
    (request) => sessions.me(request.staff.id),
  );
}
