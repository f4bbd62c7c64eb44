import type { CreatedInvitation } from '@hibi/contract';
import type { FamilyRole } from '@hibi/db';
import { FAMILY_MEMBER_LIMIT, hasRoomToInvite, invitationExpiresAt } from '@hibi/domain';
import { newRefreshToken } from '../../auth/refresh-token-value.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { auditLogRepository } from '../../repositories/audit-log.repository.ts';
import { familyMembershipRepository } from '../../repositories/family-membership.repository.ts';
import { guardianRepository } from '../../repositories/guardian.repository.ts';
import { familyInvitationRepository } from './family-invitation.repository.ts';
import { invitationAnswer } from './invitation-answer.ts';

const full = `ご家族は${FAMILY_MEMBER_LIMIT}人まで（招待中を含む）です。使っていない招待を取り消すか、メンバーを外してから招待してください。`;

/**
 * A new invitation link (decision 0038). No mail: the 保護者 hands the link or QR code over
 * themselves. The token is answered once; only its hash is stored.
 */
export async function createInvitation(
  context: AppContext,
  guardianId: string,
  familyId: string,
  role: FamilyRole,
): Promise<CreatedInvitation> {
  const now = context.now();
  const { token, hash } = newRefreshToken();
  const invitation = await context.database.db.transaction(async (tx) => {
    const memberships = familyMembershipRepository(tx);
    await memberships.lockFamily(familyId);
    const inviter = await guardianRepository(tx).findById(guardianId);
    // The invited join with the family's plan, which starts at approval: nothing to share before.
    if (inviter?.status !== 'approved')
      throw new AppError('conflict', 'ご家族の招待は、利用の承認後にできるようになります。');
    const invitations = familyInvitationRepository(tx);
    const members = await memberships.countMembers(familyId);
    if (!hasRoomToInvite(members, await invitations.countOpen(familyId, now)))
      throw new AppError('conflict', full);
    const row = await invitations.insert({
      familyId,
      role,
      tokenHash: hash,
      invitedBy: guardianId,
      expiresAt: invitationExpiresAt(now),
    });
    await auditLogRepository(tx).byGuardian(guardianId, 'family.invite', ['family_invitation', row.id], {
      familyId,
      role,
    });
    return row;
  });
  return { ...invitationAnswer(invitation), url: `${context.settings.PUBLIC_URL}/invite/${token}/` };
}
