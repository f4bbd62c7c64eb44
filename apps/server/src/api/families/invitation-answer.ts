import type { OpenInvitation } from '@hibi/contract';
import type { FamilyInvitation } from '@hibi/db';

export function invitationAnswer(invitation: FamilyInvitation): OpenInvitation {
  return {
    invitationId: invitation.id,
    role: invitation.role,
    createdAt: invitation.createdAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
  };
}
