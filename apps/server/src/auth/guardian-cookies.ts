import type { FastifyReply, FastifyRequest } from 'fastify';
import { accessTokenSeconds } from './access-token.ts';
import { type IssuedSession, refreshTokenSeconds } from './token-families.ts';

// Cookie names and lifetimes of specification §3 and §9; all Secure and SameSite=Strict.
const refreshCookie = 'refreshToken';
const accessCookie = 'accessToken';
const authorizedCookie = 'isAuthorized';
const base = { secure: true, sameSite: 'strict', path: '/' } as const;
// The refresh token is only ever sent to the two calls that use it, and never readable by scripts.
const refreshOptions = { ...base, httpOnly: true, path: '/api/users' } as const;

export function setSessionCookies(reply: FastifyReply, session: IssuedSession) {
  reply
    .setCookie(refreshCookie, session.refreshToken, { ...refreshOptions, maxAge: refreshTokenSeconds })
    .setCookie(accessCookie, session.accessToken, { ...base, maxAge: accessTokenSeconds })
    .setCookie(authorizedCookie, 'true', { ...base, maxAge: refreshTokenSeconds });
}

export function clearSessionCookies(reply: FastifyReply) {
  reply
    .clearCookie(refreshCookie, refreshOptions)
    .clearCookie(accessCookie, base)
    .clearCookie(authorizedCookie, base);
}

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  return request.cookies[refreshCookie];
}
