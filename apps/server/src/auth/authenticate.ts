import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.ts';
import type { AccessTokens, TokenSubject } from './access-token.ts';

export const notYours = 'この情報にアクセスする権限がありません。';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in guardian's id, set by requireGuardian. */
    guardianId: string;
    /** The session (refresh-token family) of the access token. */
    sessionId: string;
  }
}

/** Whether a session (refresh-token family) still stands: session-liveness.ts. */
export type SessionCheck = (sessionId: string) => Promise<boolean>;

/** The subject of the request's Bearer access token when it is valid and its session stands. */
export async function bearerSubject(
  request: FastifyRequest,
  tokens: AccessTokens,
  now: Date,
  sessionStands: SessionCheck,
): Promise<TokenSubject | null> {
  const header = request.headers.authorization ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  const subject = token ? await tokens.verify(token, now) : null;
  return subject && (await sessionStands(subject.sessionId)) ? subject : null;
}

/**
 * Reads the Bearer access token; 401 without a valid one (the browser then refreshes once), and
 * 401 once its session has ended (signed out, password changed, token reused), not minutes later.
 */
export function guardianAuthentication(tokens: AccessTokens, now: () => Date, sessionStands: SessionCheck) {
  return async function requireGuardian(request: FastifyRequest) {
    const subject = await bearerSubject(request, tokens, now(), sessionStands);
    if (subject?.kind !== 'guardian') throw new AppError('unauthenticated', 'ログインが必要です。');
    request.guardianId = subject.id;
    request.sessionId = subject.sessionId;
  };
}

/** Guardians are addressed by their own user id only: anyone else's answers 403. */
export function assertOwnUser(request: FastifyRequest, userId: string) {
  if (request.guardianId !== userId) throw new AppError('forbidden', notYours);
}
