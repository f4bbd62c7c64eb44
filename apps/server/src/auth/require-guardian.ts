import type { AppContext } from '../context.ts';
import { createAccessTokens } from './access-token.ts';
import { guardianAuthentication } from './authenticate.ts';

/** The preHandler of every guardian call: `{ preHandler: requireGuardian(context) }`. */
export function requireGuardian(context: AppContext) {
  return guardianAuthentication(createAccessTokens(context.settings.SESSION_SECRET), context.now);
}
