import { accessTokenSeconds } from './access-token.ts';
import { sessionCookies } from './session-cookies.ts';
import { refreshTokenSeconds } from './token-families.ts';

// Cookie names and lifetimes of specification §3 and §9. The refresh token is only ever sent to
// the two calls that use it.
const cookies = sessionCookies('refreshToken', '/api/users', [
  { name: 'accessToken', value: (session) => session.accessToken, maxAge: accessTokenSeconds },
  { name: 'isAuthorized', value: () => 'true', maxAge: refreshTokenSeconds },
]);

export const setSessionCookies = cookies.set;
export const clearSessionCookies = cookies.clear;
export const readRefreshCookie = cookies.read;
