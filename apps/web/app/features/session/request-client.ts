import { trackRequest } from '~/features/loading-bar/loading-bar-store';
import { ApiError, serverMessageOf } from '~/lib/api-error';
import { errorPageStatus } from './app-signals';
import { isSuccess } from './transport-rules';

export interface ApiRequest<Answer> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /**
   * Checks the answer at run time with the contract's schema. Optional: the server already checks
   * every answer against the same schema before sending it, and the signed-in screens type their
   * answers instead, which keeps zod (27 KB) out of their JavaScript (docs/decisions/0017).
   */
  schema?: { parse(value: unknown): Answer };
  /** False for calls made before signing in (no token, no refresh). Default true. */
  auth?: boolean;
  /**
   * False when the caller handles 401/403/5xx itself (the session check, sign-in): the error is
   * thrown without sending anyone anywhere. Default true.
   */
  handleFailures?: boolean;
}

/** One kind of session (guardians' or staff's): its token slot, refresh and failure rules. */
export interface SessionTransport {
  currentToken(): string | null;
  /** Whether a refresh cookie may be there to renew from. */
  mayHaveSession(): boolean;
  refresh(): Promise<string | null>;
  retriesAfterRefresh(path: string): boolean;
  failureOutcome(status: number): string;
  /** A 'signin' outcome of an authenticated call: end the session here and go to sign-in. */
  toSignIn(): void;
}

/**
 * A request function for one kind of session: the Bearer token, a refresh before the first call
 * without one, one refresh and retry on a 401, then the kind's failure rules. Resolves with the
 * parsed answer; rejects with ApiError.
 */
export function requestClient(transport: SessionTransport) {
  return async function call<Answer>(path: string, request: ApiRequest<Answer> = {}): Promise<Answer> {
    const { auth = true, handleFailures = true } = request;
    return trackRequest(async () => {
      // No token in memory: refresh first (§4), unless no session cookie says there is one to renew.
      let token = auth
        ? (transport.currentToken() ?? (transport.mayHaveSession() ? await transport.refresh() : null))
        : null;
      let response = auth && !token ? unauthorized() : await send(path, request, token);
      // Only a token the server refused is worth renewing; none at all means no session to renew.
      if (token && response.status === 401 && transport.retriesAfterRefresh(path)) {
        token = await transport.refresh();
        if (token) response = await send(path, request, token);
      }
      const body = await response.json().catch(() => null);
      if (isSuccess(response.status)) return request.schema ? request.schema.parse(body) : (body as Answer);
      const error = new ApiError(response.status, serverMessageOf(body));
      if (handleFailures) {
        const outcome = transport.failureOutcome(error.status);
        if (outcome === 'signin' && auth) transport.toSignIn();
        else if (outcome === 'error-page') errorPageStatus.set(error.status);
      }
      throw error;
    });
  };
}

/** One JSON call with an optional Bearer token; a network failure becomes ApiError(0). */
async function send(
  path: string,
  request: Pick<ApiRequest<unknown>, 'method' | 'body'>,
  token: string | null,
) {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  try {
    return await fetch(path, {
      method: request.method ?? 'GET',
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, null);
  }
}

/** No token and no refresh: answered like the server would, without asking it. */
function unauthorized(): Response {
  return new Response(null, { status: 401 });
}
