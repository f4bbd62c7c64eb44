import type { AppContext } from '../context.ts';
import { createAccessTokens } from './access-token.ts';
import { tokenFamilies } from './token-families.ts';

export { type IssuedSession, refreshTokenSeconds } from './token-families.ts';

/**
 * Guardians' sessions: issued at sign-in, at the sign-up code step and on accepting a family
 * invitation; renewed and ended by the refresh cookie. Access tokens are short-lived JWTs;
 * refresh tokens rotate on every use (token-families.ts). Staff sessions are the same rules under
 * their own kind (api/admin/session/).
 */
export function guardianSessions(context: AppContext) {
  return tokenFamilies(context, 'guardian', createAccessTokens(context.settings.SESSION_SECRET));
}
