import type { sessionSchemas } from '../sessions.ts';
import { endpoint } from './endpoint.ts';

type Schemas = typeof sessionSchemas;

/** The guardian's session (specification §4, §7): the refresh token travels in an HttpOnly cookie. */
export const sessionApi = {
  login: endpoint<Schemas['login']>({
    method: 'POST',
    path: '/api/users/login',
    operationId: 'signInGuardian',
    summary: 'Signs a guardian in: an access token, and the refresh token as a cookie',
    description:
      'A wrong address or password answers 401 with one message for both; an address not yet confirmed answers 403.',
    tag: 'sessions',
    access: 'public',
  }),
  refresh: endpoint<Schemas['refresh']>({
    method: 'POST',
    path: '/api/users/refreshToken',
    operationId: 'refreshGuardianSession',
    summary: "Renews the guardian's access token from the refresh cookie",
    description: 'The refresh token rotates on every use; a refused one answers 401 and clears the cookies.',
    tag: 'sessions',
    access: 'public',
  }),
  logout: endpoint<Schemas['logout']>({
    method: 'POST',
    path: '/api/users/logout',
    operationId: 'signOutGuardian',
    summary: "Signs the guardian out: ends the refresh cookie's session and clears the cookies",
    description: 'Answers {} whether or not a session was there; asks the browser to drop its HTTP cache.',
    tag: 'sessions',
    access: 'public',
  }),
};
