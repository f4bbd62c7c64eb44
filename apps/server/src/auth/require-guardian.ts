import type { AppContext } from '../context.ts';
import { createAccessTokens } from './access-token.ts';
import { guardianAuthentication } from './authenticate.ts';
import { sessionCheck } from './session-check.ts';

/** The preHandler of every guardian call: `{ preHandler: requireGuardian(context) }`. */
export function requireGuardian(context: AppContext) {
  return guardianAuthentication(
    createAccessTokens(context.settings.SESSION_SECRET),
    context.now,
    sessionCheck(context),
  );
}
