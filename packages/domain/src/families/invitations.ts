// Family invitations (issue 23, decision 0038): how long a link lives, how many people a family holds.

/** A link or QR code works this many days, like the console's staff invitations. */
export const FAMILY_INVITATION_DAYS = 7;

/**
 * Members of one family, 保護者 and 家族 together: both parents, four grandparents and a few more.
 * Open invitations count too, so a family cannot hand out more links than it has places.
 */
export const FAMILY_MEMBER_LIMIT = 10;

export type InvitationState = 'open' | 'used' | 'revoked' | 'expired';

export interface InvitationFacts {
  expiresAt: Date;
  acceptedAt: Date | null;
  revokedAt: Date | null;
}

export function invitationExpiresAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + FAMILY_INVITATION_DAYS * 86_400_000);
}

/** Used and revoked win over expired: the answer names what happened first. */
export function invitationState(invitation: InvitationFacts, now: Date): InvitationState {
  if (invitation.acceptedAt) return 'used';
  if (invitation.revokedAt) return 'revoked';
  return invitation.expiresAt.getTime() <= now.getTime() ? 'expired' : 'open';
}

/** Whether one more invitation fits: members and open invitations stay within the limit. */
export function hasRoomToInvite(members: number, openInvitations: number): boolean {
  return members + openInvitations < FAMILY_MEMBER_LIMIT;
}

/** Whether one more member fits when an invitation is accepted (its own place was counted). */
export function hasRoomToJoin(members: number): boolean {
  return members < FAMILY_MEMBER_LIMIT;
}
