import { ApiError, messageOf } from '~/lib/api-error';

/** What the invite link's code (?facility=…) turned out to be, for the first steps to show. */
export type InviteLookup =
  | { kind: 'none' }
  | { kind: 'looking' }
  | { kind: 'found'; name: string }
  | { kind: 'problem'; message: string };

export const unknownInvite =
  'この招待リンクの園が見つかりません。園からのご案内のリンクをもう一度お確かめください。';
const lookupFailed = '招待リンクの園を確認できませんでした。時間をおいて、もう一度お開きください。';

/**
 * A code that is no facility's (404) or cannot be one (400) reads the same, so the link says no
 * more than the public lookup does; anything else (too many tries, no network) is not the link's
 * fault and says so.
 */
export function inviteLookupProblem(error: unknown): string {
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return unknownInvite;
  return messageOf(error, lookupFailed);
}
