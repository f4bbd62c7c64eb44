import { redirect } from 'react-router';
import { loadSession } from '~/lib/load-session';
import { knownAccount } from './account';
import { canUseApp } from './account-routing';
import { endSessionLocally } from './session-end';
import type { SessionAccount } from './session-state';
import { signinUrlFor } from './transport-rules';

/**
 * The session check of §4, for route loaders: no token (and no refresh) or a refused account load
 * → /signin/ with the page to come back to; 5xx → the error page with that status. With
 * `approved`, a guardian still waiting or rejected goes to the sign-up screen that says so.
 */
export async function requireAccount(
  request: Request,
  need: 'approved' | 'signed-in',
): Promise<SessionAccount> {
  const account = await loadSession(request, knownAccount, { endLocally: endSessionLocally, signinUrlFor });
  if (need === 'approved' && !canUseApp(account.user.status)) throw redirect('/signup/');
  return account;
}
