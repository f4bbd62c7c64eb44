import type { adminSessionSchemas } from '../../admin/staff-session.ts';
import { areaApi } from '../endpoint.ts';

/**
 * The console's session (decision 0025): the console and the upload CLI sign in here; the
 * refresh token travels in the console's own cookie (path /api/admin), apart from the guardians'.
 */
export const adminSessionApi = areaApi<typeof adminSessionSchemas>('admin', 'public', {
  login: {
    route: 'POST /api/admin/login',
    operationId: 'signInStaff',
    summary: 'Signs a staff member in: an access token, and the refresh cookie',
    description: 'The answer keeps its { accessToken } shape, which the upload CLI reads.',
  },
  refresh: {
    route: 'POST /api/admin/refreshToken',
    operationId: 'refreshStaffToken',
    summary: "A new access token from the console's refresh cookie",
  },
  logout: {
    route: 'POST /api/admin/logout',
    operationId: 'signOutStaff',
    summary: "Ends the console's session and clears its cookie",
  },
  me: {
    route: 'GET /api/admin/me',
    operationId: 'getSignedInStaff',
    summary: 'Who is signed in to the console, and the facility they work for',
    access: 'staff',
  },
});
