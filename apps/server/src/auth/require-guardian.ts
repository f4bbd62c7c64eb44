import type { AppContext } from '../context.ts';
import { createAccessTokens } from './access-token.ts';
import { guardianAuthentication } from './authenticate.ts';
import { refreshTokenRepository } from './refresh-token.repository.ts';
import { isSessionAlive } from './session-liveness.ts';

/** The preHandler of every guardian call: `{ preHandler: requireGuardian(context) }`. */
export function requireGuardian(context: AppContext) {
  const refreshTokens = refreshTokenRepository(context.database.db);
  return guardianAuthentication(
    createAccessTokens(context.settings.SESSION_SECRET),
    context.now,
    (sessionId) => isSessionAlive(sessionId, () => refreshTokens.isFamilyAlive(sessionId, context.now())),
  );
}
