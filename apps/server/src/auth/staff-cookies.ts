import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IssuedSession } from './token-families.ts';
import { refreshTokenSeconds } from './token-families.ts';

// The console's own cookies, apart from the guardians' (guardian-cookies.ts): a different name and
// path, so a guardian's refresh token never reaches the admin calls, nor a staff one the app's.
const refreshCookie = 'adminRefreshToken';
// Readable hint that a refresh may succeed, so a signed-out console skips asking the server.
const signedInCookie = 'adminSignedIn';
const base = { secure: true, sameSite: 'strict', path: '/' } as const;
const refreshOptions = { ...base, httpOnly: true, path: '/api/admin' } as const;

export function setStaffCookies(reply: FastifyReply, session: IssuedSession) {
  reply
    .setCookie(refreshCookie, session.refreshToken, { ...refreshOptions, maxAge: refreshTokenSeconds })
    .setCookie(signedInCookie, 'true', { ...base, maxAge: refreshTokenSeconds });
}

export function clearStaffCookies(reply: FastifyReply) {
  reply.clearCookie(refreshCookie, refreshOptions).clearCookie(signedInCookie, base);
}

export function readStaffRefreshCookie(request: FastifyRequest): string | undefined {
  return request.cookies[refreshCookie];
}
