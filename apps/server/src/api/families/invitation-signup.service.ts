import { hashRefreshToken } from '../../auth/refresh-token-value.ts';
import type { AppContext } from '../../context.ts';
import { startSignup } from '../signup/start-signup.service.ts';
import { familyInvitationRepository } from './family-invitation.repository.ts';
import { assertOpenInvitation } from './invitation-state.ts';

/**
 * Step 1 of joining by invitation: sign-up's own first step (the account, the mailed 6-digit code),
 * once the link is known to be open. The invitation is used only when the code proves the address.
 */
export async function invitationSignup(context: AppContext, token: string, email: string, password: string) {
  const row = await familyInvitationRepository(context.database.db).findByTokenHash(hashRefreshToken(token));
  assertOpenInvitation(row?.invitation, context.now());
  await startSignup(context, email, password);
}
