import type { sessionSchemas } from '../sessions.ts';
import { areaApi } from './endpoint.ts';

/** The guardian's session (specification §4, §7): the refresh token travels in an HttpOnly cookie. */
export const sessionApi = areaApi<typeof sessionSchemas>('sessions', 'public', {
  login: {
    route: 'POST /api/users/login',
    operationId: 'signInGuardian',
    summary: 'Signs a guardian in',
  },
  refresh: {
    route: 'POST /api/users/refreshToken',
    operationId: 'refreshGuardianSession',
    summary: 'Renews the access token',
  },
  logout: {
    route: 'POST /api/users/logout',
    operationId: 'signOutGuardian',
    summary: 'Signs the guardian out',
  },
});
