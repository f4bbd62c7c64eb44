import type { FamilyInvitation } from '@hibi/db';
import { type InvitationState, invitationState } from '@hibi/domain';
import { AppError } from '../../errors/app-error.ts';

const askAgain = '招待したご家族に、新しい招待リンクを作ってもらってください。';
const refusals: Record<Exclude<InvitationState, 'open'>, string> = {
  used: `この招待リンクはすでに使われています。${askAgain}`,
  revoked: `この招待リンクは取り消されました。${askAgain}`,
  expired: `この招待リンクは有効期限が切れています。${askAgain}`,
};

/** The invitation when it can still be accepted; otherwise a Japanese answer saying why not. */
export function assertOpenInvitation(
  invitation: FamilyInvitation | undefined,
  now: Date,
): asserts invitation is FamilyInvitation {
  if (!invitation) throw new AppError('not_found', `招待リンクが見つかりません。${askAgain}`);
  const state = invitationState(invitation, now);
  if (state !== 'open') throw new AppError('conflict', refusals[state]);
}
