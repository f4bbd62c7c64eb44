import { staffMeResponseSchema } from '@hibi/contract';
import { requireStaff } from '../../../auth/require-staff.ts';
import { clearStaffCookies, readStaffRefreshCookie, setStaffCookies } from '../../../auth/staff-cookies.ts';
import type { AppContext } from '../../../context.ts';
import type { ApiInstance } from '../../api-instance.ts';
import { errorResponses } from '../../error-responses.ts';
import { signInRoutes } from '../../sessions/sign-in-routes.ts';
import { staffSessionService } from './session.service.ts';

const tags = ['admin'];

/**
 * Staff sign-in, refresh, sign-out and "who am I". The login answer keeps its { accessToken }
 * shape, which the upload CLI reads; the refresh token travels in the console's own cookie.
 */
export function adminSessionRoutes(app: ApiInstance, context: AppContext) {
  const sessions = staffSessionService(context);

  signInRoutes(app, context, {
    prefix: '/admin',
    tags,
    sessions,
    cookies: { set: setStaffCookies, clear: clearStaffCookies, read: readStaffRefreshCookie },
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
