import { adminSessionApi } from '@hibi/contract';
import { requireStaff } from '../../../auth/require-staff.ts';
import { clearStaffCookies, readStaffRefreshCookie, setStaffCookies } from '../../../auth/staff-cookies.ts';
import type { AppContext } from '../../../context.ts';
import { rateLimitHooks } from '../../../http/rate-limit.ts';
import type { ApiInstance } from '../../api-instance.ts';
import { serve } from '../../serve.ts';
import { signInHandlers } from '../../sessions/sign-in-handlers.ts';
import { readSignedInStaff } from './read-signed-in-staff.service.ts';
import { signInStaff } from './sign-in-staff.service.ts';
import { staffTokenFamily } from './staff-token-family.ts';

/**
 * Staff sign-in, refresh, sign-out and "who am I". The login answer keeps its { accessToken }
 * shape, which the upload CLI reads; the refresh token travels in the console's own cookie.
 */
export function adminSessionRoutes(app: ApiInstance, context: AppContext) {
  const family = staffTokenFamily(context);

  // The guardians' handlers, with the staff's own sessions and cookies (decision 0025).
  const handlers = signInHandlers({
    sessions: {
      login: (email, password) => signInStaff(context, email, password),
      refresh: family.refresh,
      logout: family.logout,
    },
    cookies: { set: setStaffCookies, clear: clearStaffCookies, read: readStaffRefreshCookie },
  });
  serve(app, adminSessionApi.login, rateLimitHooks(context, 'login'), handlers.login);
  serve(app, adminSessionApi.refresh, {}, handlers.refresh);
  serve(app, adminSessionApi.logout, {}, handlers.logout);
  serve(app, adminSessionApi.me, { onRequest: requireStaff(context) }, (request) =>
    readSignedInStaff(context, request.staff.id),
  );
}
