import { endpointUrl, sessionApi } from '@hibi/contract/api';
import { loadAccount } from './account';
import { apiCall } from './api-client';
import { goTo } from './app-signals';
import { endSessionLocally, setSigningOut } from './session-end';
import type { SessionAccount } from './session-state';
import { storeAccessToken } from './token-store';

/** Signs in (200 or 201), then loads the account. Rejects with ApiError. */
export async function signIn(email: string, password: string): Promise<SessionAccount> {
  const { accessToken } = await apiCall(
    sessionApi.login,
    { body: { email, password } },
    { handleFailures: false },
  );
  return startSession(accessToken);
}

/** A token the server just issued (sign-in, or the sign-up code step): load who it belongs to. */
export async function startSession(accessToken: string): Promise<SessionAccount> {
  setSigningOut(false);
  endSessionLocally({ keepCookies: true });
  storeAccessToken(accessToken);
  return loadAccount();
}

/** §4: logout calls the server, then clears token and session storage, whatever it answered. */
export async function signOut() {
  setSigningOut(true);
  try {
    // Raw: a refused sign-out must not start the session layer's refresh or sign-in redirect.
    await fetch(endpointUrl(sessionApi.logout), {
      method: sessionApi.logout.method,
      credentials: 'same-origin',
    });
  } catch {
    // Offline: the server's session ends when its refresh token expires; this tab forgets it now.
  }
  endSessionLocally();
  goTo('/signin/', { replace: true });
}
