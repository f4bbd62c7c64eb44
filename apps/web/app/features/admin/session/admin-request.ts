import { goTo } from '~/features/session/app-signals';
import { endpointCaller } from '~/features/session/endpoint-caller';
import { requestClient } from '~/features/session/request-client';
import { endAdminSessionLocally } from './admin-session-state';
import { currentAdminToken, mayHaveAdminSession, refreshAdminToken } from './admin-token';
import { adminFailureOutcome, adminRetriesAfterRefresh, adminSigninUrlFor } from './admin-transport-rules';

/**
 * The one way the console calls the API: the staff Bearer token, a refresh before the first call
 * without one, one refresh and retry on a 401; then a 401 goes to /admin/signin/ and back, a 5xx
 * shows the error page, anything else (400, 403, 404, 409) rejects with the server's message.
 */
export const adminRequest = requestClient({
  currentToken: currentAdminToken,
  mayHaveSession: mayHaveAdminSession,
  refresh: refreshAdminToken,
  retriesAfterRefresh: adminRetriesAfterRefresh,
  failureOutcome: adminFailureOutcome,
  toSignIn() {
    endAdminSessionLocally();
    goTo(adminSigninUrlFor(window.location.pathname + window.location.search), { replace: true });
  },
});

/** Calls one endpoint of `@hibi/contract/api` with the staff session: `adminCall(reviewApi.list, { query })`. */
export const adminCall = endpointCaller(adminRequest);
