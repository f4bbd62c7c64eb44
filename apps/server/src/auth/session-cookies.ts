import type { FastifyReply, FastifyRequest } from 'fastify';
import { type IssuedSession, refreshTokenSeconds } from './token-families.ts';

// All Secure and SameSite=Strict (specification §3, §9).
const base = { secure: true, sameSite: 'strict', path: '/' } as const;

/** A cookie beside the refresh token, readable by the page's scripts. */
export type ReadableCookie = { name: string; value: (session: IssuedSession) => string; maxAge: number };

/**
 * One audience's session cookies (guardians', the console's): the refresh token, never readable by
 * scripts and sent only below `refreshPath`, then the readable ones, each set and cleared together.
 */
export function sessionCookies(refreshName: string, refreshPath: string, readable: ReadableCookie[]) {
  const refreshOptions = { ...base, httpOnly: true, path: refreshPath } as const;
  return {
    set(reply: FastifyReply, session: IssuedSession) {
      reply.setCookie(refreshName, session.refreshToken, { ...refreshOptions, maxAge: refreshTokenSeconds });
      for (const cookie of readable)
        reply.setCookie(cookie.name, cookie.value(session), { ...base, maxAge: cookie.maxAge });
    },
    clear(reply: FastifyReply) {
      reply.clearCookie(refreshName, refreshOptions);
      for (const cookie of readable) reply.clearCookie(cookie.name, base);
    },
    read(request: FastifyRequest): string | undefined {
      return request.cookies[refreshName];
    },
  };
}
