import type { sessionSchemas } from '../sessions.ts';
import { areaCalls } from './endpoint.ts';

type Schemas = typeof sessionSchemas;
const call = areaCalls('sessions', 'public');

/** The guardian's session (specification §4, §7): the refresh token travels in an HttpOnly cookie. */
export const sessionApi = {
  login: call<Schemas['login']>({
    method: 'POST',
    path: '/api/users/login',
    operationId: 'signInGuardian',
    summary: 'Signs a guardian in',
  }),
  refresh: call<Schemas['refresh']>({
    method: 'POST',
    path: '/api/users/refreshToken',
    operationId: 'refreshGuardianSession',
    summary: 'Renews the access token',
  }),
  logout: call<Schemas['logout']>({
    method: 'POST',
    path: '/api/users/logout',
    operationId: 'signOutGuardian',
    summary: 'Signs the guardian out',
  }),
};
