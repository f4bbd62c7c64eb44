import { goTo } from './app-signals';
import { endpointCaller } from './endpoint-caller';
import { refreshAccessToken } from './refresh-token';
import { requestClient } from './request-client';
import { endSessionLocally, isSigningOut } from './session-end';
import { currentAccessToken, mayHaveSession } from './token-store';
import { failureOutcome, retriesAfterRefresh, signinUrlFor } from './transport-rules';

export type { ApiRequest } from './request-client';

/**
 * The one way the app calls the API (specification §4, §6, §8): the guardian's token and refresh,
 * and the guardians' failure rules: 401/403 end the session and go to /signin/ and back.
 */
export const apiRequest = requestClient({
  currentToken: currentAccessToken,
  mayHaveSession,
  refresh: refreshAccessToken,
  retriesAfterRefresh,
  failureOutcome,
  toSignIn() {
    // Calls in flight during a sign-out must not send the guardian to sign-in with a way back.
    if (isSigningOut()) return;
    endSessionLocally();
    goTo(signinUrlFor(window.location.pathname + window.location.search), { replace: true });
  },
});

/** Calls one endpoint of `@hibi/contract/api` with the guardian's session: `apiCall(timelineApi.list, { params, query })`. */
export const apiCall = endpointCaller(apiRequest);
