import type { AccessTokenResponse } from '@hibi/contract';
import { sessionApi } from '@hibi/contract/api';
import { ApiError } from '~/lib/api-error';
import { clearAccessToken, storeAccessToken } from './token-store';

/**
 * A refresh call (§4) for one kind of session: a 200 hands the new token to `store`, any other answer
 * calls `refused`, and no answer at all (offline, or the request cut off by the tab leaving the page)
 * rejects with ApiError(0) and keeps the session: a call that then signed the family out would end,
 * cookies and all, the session the next page is about to renew. Concurrent callers share one request: the server rotates refresh tokens, and two
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
      throw new ApiError(0, null);
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

/** The guardian's session's refresh. */
export const refreshAccessToken = tokenRefresher(sessionApi.refresh.path, storeAccessToken, () =>
  clearAccessToken(),
);
