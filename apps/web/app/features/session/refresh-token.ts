import type { AccessTokenResponse } from '@hibi/contract';
import { clearAccessToken, storeAccessToken } from './token-store';

/**
 * A refresh call (§4) for one kind of session: a 200 hands the new token to `store`, anything else
 * calls `refused`. Concurrent callers share one request: the server rotates refresh tokens, and two
 * refreshes racing with the same one would look like a stolen token and end the session.
 */
export function tokenRefresher(url: string, store: (token: string) => void, refused: () => void) {
  let inFlight: Promise<string | null> | null = null;

  async function requestRefresh(): Promise<string | null> {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { accept: 'application/json' },
        credentials: 'same-origin',
      });
      if (response.status === 200) {
        const { accessToken } = (await response.json()) as AccessTokenResponse;
        if (typeof accessToken === 'string' && accessToken) {
          store(accessToken);
          return accessToken;
        }
      }
    } catch {
      // Offline: the session may well be fine; keep the cookies and let the caller report it.
      return null;
    }
    refused();
    return null;
  }

  return function refresh(): Promise<string | null> {
    inFlight ??= requestRefresh().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}

/** POST /api/users/refreshToken: the guardian's session. */
export const refreshAccessToken = tokenRefresher('/api/users/refreshToken', storeAccessToken, () =>
  clearAccessToken(),
);
