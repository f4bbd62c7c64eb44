import type { InvitationPreview } from '@hibi/contract';
import { hashRefreshToken } from '../../auth/refresh-token-value.ts';
import type { AppContext } from '../../context.ts';
import { familyInvitationRepository } from './family-invitation.repository.ts';
import { assertOpenInvitation } from './invitation-state.ts';

/** What the link's page shows before signing up: who invites, as what, until when. */
export async function previewInvitation(context: AppContext, token: string): Promise<InvitationPreview> {
  const row = await familyInvitationRepository(context.database.db).findByTokenHash(hashRefreshToken(token));
  assertOpenInvitation(row?.invitation, context.now());
  const { invitation, lastName, firstName } = row;
  return {
    role: invitation.role,
    invitedBy: lastName && firstName ? `${lastName} ${firstName}` : null,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}
