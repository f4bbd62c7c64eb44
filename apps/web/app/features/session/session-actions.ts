import type { AccessTokenResponse } from '@hibi/contract';
import { loadAccount } from './account';
import { apiRequest } from './api-client';
import { goTo } from './app-signals';
import { endSessionLocally, setSigningOut } from './session-end';
import type { SessionAccount } from './session-state';
import { storeAccessToken } from './token-store';

/** POST /api/users/login (200 or 201), then the account. Rejects with ApiError. */
export async function signIn(email: string, password: string): Promise<SessionAccount> {
  const { accessToken } = await apiRequest<AccessTokenResponse>('/api/users/login', {
    method: 'POST',
    body: { email, password },
    auth: false,
    handleFailures: false,
  });
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
    await fetch('/api/users/logout', { method: 'POST', credentials: 'same-origin' });
  } catch {
    // Offline: the server's session ends when its refresh token expires; this tab forgets it now.
  }
  endSessionLocally();
  goTo('/signin/', { replace: true });
}
