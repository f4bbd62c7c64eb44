import type { UserInfoResponse } from '@hibi/contract';
import { safeNextPath } from './transport-rules';

type Status = UserInfoResponse['status'];

/** App pages need an approved account; the others wait on the sign-up screen (DESIGN.md §3). */
export function canUseApp(status: Status): boolean {
  return status === 'approved';
}

/**
 * Where a guardian goes once signed in: back to the page they wanted when their account may use
 * it, else the timeline; a guardian whose request is unfinished, waiting or rejected goes to the
 * sign-up screen, which shows that state.
 */
export function landingAfterSignIn(status: Status, next: string | null): string {
  if (!canUseApp(status)) return '/signup/';
  const wanted = safeNextPath(next);
  return wanted && !wanted.startsWith('/signup/') ? wanted : '/timeline/';
}
