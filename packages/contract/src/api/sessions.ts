import type { sessionSchemas } from '../sessions.ts';
import { endpoint } from './endpoint.ts';

type Schemas = typeof sessionSchemas;

/** The guardian's session (specification §4, §7): the refresh token travels in an HttpOnly cookie. */
export const sessionApi = {
  login: endpoint<Schemas['login']>({
    method: 'POST',
    path: '/api/users/login',
    operationId: 'signInGuardian',
    summary: 'Signs a guardian in',
    tag: 'sessions',
    access: 'public',
  }),
  refresh: endpoint<Schemas['refresh']>({
    method: 'POST',
    path: '/api/users/refreshToken',
    operationId: 'refreshGuardianSession',
    summary: 'Renews the access token',
    tag: 'sessions',
    access: 'public',
  }),
  logout: endpoint<Schemas['logout']>({
    method: 'POST',
    path: '/api/users/logout',
    operationId: 'signOutGuardian',
    summary: 'Signs the guardian out',
    tag: 'sessions',
    access: 'public',
  }),
};
