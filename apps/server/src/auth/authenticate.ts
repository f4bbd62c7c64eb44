import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.ts';
import type { AccessTokens } from './access-token.ts';

export const notYours = 'この情報にアクセスする権限がありません。';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in guardian's id, set by requireGuardian. */
    guardianId: string;
    /** The session (refresh-token family) of the access token. */
    sessionId: string;
  }
}

/** Reads the Bearer access token; 401 without a valid one (the browser then refreshes once). */
export function guardianAuthentication(tokens: AccessTokens, now: () => Date) {
  return async function requireGuardian(request: FastifyRequest) {
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    const subject = token ? await tokens.verify(token, now()) : null;
    if (subject?.kind !== 'guardian') throw new AppError('unauthenticated', 'ログインが必要です。');
    request.guardianId = subject.id;
    request.sessionId = subject.sessionId;
  };
}

/** Guardians are addressed by their own user id only: anyone else's answers 403. */
export function assertOwnUser(request: FastifyRequest, userId: string) {
  if (request.guardianId !== userId) throw new AppError('forbidden', notYours);
}
