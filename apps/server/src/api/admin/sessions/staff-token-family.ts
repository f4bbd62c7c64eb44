import { createAccessTokens } from '../../../auth/access-token.ts';
import { tokenFamilies } from '../../../auth/token-families.ts';
import type { AppContext } from '../../../context.ts';

/**
 * Staff sessions, on the guardians' rules (token-families.ts) but their own token family kind:
 * issued on sign-in and on an accepted invitation, renewed with the console's refresh cookie.
 */
export const staffTokenFamily = (context: AppContext) =>
  tokenFamilies(context, 'staff', createAccessTokens(context.settings.SESSION_SECRET));
