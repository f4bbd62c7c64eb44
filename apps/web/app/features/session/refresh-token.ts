import type { AccessTokenResponse } from '@hibi/contract';
import { clearAccessToken, storeAccessToken } from './token-store';

let inFlight: Promise<string | null> | null = null;

/**
 * POST /api/users/refreshToken (§4): a 200 stores the new token, anything else clears it.
 * Concurrent callers share one request: the server rotates refresh tokens, and two refreshes
 * racing with the same one would look like a stolen token and end the session.
 */
export function refreshAccessToken(): Promise<string | null> {
  inFlight ??= requestRefresh().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function requestRefresh(): Promise<string | null> {
  try {
    const response = await fetch('/api/users/refreshToken', {
      method: 'POST',
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
    });
    if (response.status === 200) {
      const { accessToken } = (await response.json()) as AccessTokenResponse;
      if (typeof accessToken === 'string' && accessToken) {
        storeAccessToken(accessToken);
        return accessToken;
      }
    }
  } catch {
    // Offline: the session may well be fine; keep the cookies and let the caller report it.
    return null;
  }
  clearAccessToken();
  return null;
}
