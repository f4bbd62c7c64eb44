import { adminSessionApi, adminStaffApi } from '@hibi/contract/api';

// The console's transport rules, pure so they are unit-tested. They differ from the guardian
// app's (features/session/transport-rules.ts) on purpose: a 403 in the console means "not your
// facility" or "operators only", which the screen says, rather than a session to end.

/** Calls whose 401 means a wrong password or token, never an expired access token. */
const noRetryPaths: string[] = [adminSessionApi.login.path, adminStaffApi.acceptInvitation.path];

export function adminRetriesAfterRefresh(path: string): boolean {
  return !noRetryPaths.includes(path.split('?')[0] ?? path);
}

export type AdminFailureOutcome = 'signin' | 'error-page' | 'caller';

/** 401 → the console's sign-in; 5xx → the error page; anything else → the screen shows it. */
export function adminFailureOutcome(status: number): AdminFailureOutcome {
  if (status === 401) return 'signin';
  if (status >= 500) return 'error-page';
  return 'caller';
}

/** A console page to come back to after signing in; never the sign-in or invite screens. */
export function safeAdminNext(next: string | null | undefined): string | null {
  if (!next?.startsWith('/admin/') || next.includes('\\') || next.includes('//')) return null;
  if (/^\/admin\/(signin|invite)\//.test(next)) return null;
  return next;
}

/** The console's sign-in URL that brings the staff member back to `path`. */
export function adminSigninUrlFor(path: string): string {
  const next = safeAdminNext(path);
  return next && next !== '/admin/' ? `/admin/signin/?next=${encodeURIComponent(next)}` : '/admin/signin/';
}

/** Where sign-in lands: the page asked for, else the approval queue. */
export function adminLanding(next: string | null): string {
  return safeAdminNext(next) ?? '/admin/approvals/';
}
