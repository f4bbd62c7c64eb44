import type { AppContext } from '../context.ts';
import type { SessionCheck } from './authenticate.ts';
import { refreshTokenRepository } from './refresh-token.repository.ts';
import { isSessionAlive } from './session-liveness.ts';

/** Asks the database (through the one-second cache) whether a session still stands. */
export function sessionCheck(context: AppContext): SessionCheck {
  const refreshTokens = refreshTokenRepository(context.database.db);
  return (sessionId) =>
    isSessionAlive(sessionId, () => refreshTokens.isFamilyAlive(sessionId, context.now()));
}
