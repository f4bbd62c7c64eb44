// The session layer's pure rules (specification §4, §6, §8), kept apart from fetch so they are
// unit-tested: which calls may refresh and retry, and what a failed status leads to.

import { passwordApi, sessionApi } from '@hibi/contract/api';

/** Calls whose 401 means a wrong password or code, not an expired token: never refreshed (§4). */
const noRetryPaths: string[] = [sessionApi.login.path, passwordApi.reset.path, passwordApi.change.path];

export function retriesAfterRefresh(path: string): boolean {
  const bare = path.split('?')[0] ?? path;
  return !noRetryPaths.includes(bare) && !bare.includes('/account/edit');
}

/**
 * What the layer does with a failed answer (§8): 401/403 end the session and go to sign-in, 5xx
 * show the error page with that status, 404 is left alone, anything else (400…) goes back to the
 * caller, who shows its message.
 */
export type FailureOutcome = 'signin' | 'error-page' | 'ignore' | 'caller';

export function failureOutcome(status: number): FailureOutcome {
  if (status === 401 || status === 403) return 'signin';
  if (status >= 500) return 'error-page';
  if (status === 404) return 'ignore';
  return 'caller';
}

/** §5: a call succeeds on 2xx. */
export function isSuccess(status: number): boolean {
  return status >= 200 && status < 300;
}

/**
 * Where to go after signing in: only a path of this site (a `next` of `//evil.example` or
 * `https://…` would send a guardian elsewhere), and never back to the sign-in screens.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next?.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  if (/^\/(signin|recovery)\//.test(next)) return null;
  return next;
}

/** The sign-in URL that brings the guardian back to `path` afterwards. */
export function signinUrlFor(path: string): string {
  const next = safeNextPath(path);
  return next && next !== '/' ? `/signin/?next=${encodeURIComponent(next)}` : '/signin/';
}
