import { data, redirect } from 'react-router';
import { ApiError } from '~/lib/api-error';
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
  const url = new URL(request.url);
  let account: SessionAccount;
  try {
    account = await knownAccount();
  } catch (error) {
    if (error instanceof ApiError && error.status >= 500) throw data(null, { status: error.status });
    // Offline or a broken answer: the error page's 500 text says to try again later.
    if (!(error instanceof ApiError) || error.status === 0) throw error;
    endSessionLocally();
    throw redirect(signinUrlFor(url.pathname + url.search));
  }
  if (need === 'approved' && !canUseApp(account.user.status)) throw redirect('/signup/');
  return account;
}
