import { trackRequest } from '~/features/loading-bar/loading-bar-store';
import { send } from '~/features/session/api-client';
import { ApiError, serverMessageOf } from '~/features/session/api-error';
import { errorPageStatus, goTo } from '~/features/session/app-signals';
import { isSuccess } from '~/features/session/transport-rules';
import { endAdminSessionLocally } from './admin-session-state';
import { currentAdminToken, mayHaveAdminSession, refreshAdminToken } from './admin-token';
import { adminFailureOutcome, adminRetriesAfterRefresh, adminSigninUrlFor } from './admin-transport-rules';

export interface AdminRequest<Answer> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** The contract's schema: checks the answer at run time (and types it). */
  schema?: { parse(value: unknown): Answer };
  /** False before signing in (login, invitation acceptance): no token, no refresh. Default true. */
  auth?: boolean;
  /** False when the caller handles a 401 or 5xx itself (the session check). Default true. */
  handleFailures?: boolean;
}

/**
 * The one way the console calls the API: the staff Bearer token, a refresh before the first call
 * without one, one refresh and retry on a 401; then a 401 goes to /admin/signin/ and back, a 5xx
 * shows the error page, anything else (400, 403, 404, 409) rejects with the server's message.
 */
export async function adminRequest<Answer>(
  path: string,
  request: AdminRequest<Answer> = {},
): Promise<Answer> {
  const { auth = true, handleFailures = true } = request;
  return trackRequest(async () => {
    let token = auth
      ? (currentAdminToken() ?? (mayHaveAdminSession() ? await refreshAdminToken() : null))
      : null;
    let response = auth && !token ? new Response(null, { status: 401 }) : await send(path, request, token);
    if (token && response.status === 401 && adminRetriesAfterRefresh(path)) {
      token = await refreshAdminToken();
      if (token) response = await send(path, request, token);
    }
    const body = await response.json().catch(() => null);
    if (isSuccess(response.status)) return request.schema ? request.schema.parse(body) : (body as Answer);
    const error = new ApiError(response.status, serverMessageOf(body));
    if (handleFailures) applyFailureRule(error.status, auth);
    throw error;
  });
}

function applyFailureRule(status: number, auth: boolean) {
  const outcome = adminFailureOutcome(status);
  if (outcome === 'signin' && auth) {
    endAdminSessionLocally();
    goTo(adminSigninUrlFor(window.location.pathname + window.location.search), { replace: true });
  } else if (outcome === 'error-page') {
    errorPageStatus.set(status);
  }
}
