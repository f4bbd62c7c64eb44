import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { auditLogRepository } from '../../repositories/audit-log.repository.ts';
import { familyInvitationRepository } from './family-invitation.repository.ts';

/** An open invitation of the family stops working at once; a used or expired one is left as it is. */
export async function revokeInvitation(
  context: AppContext,
  guardianId: string,
  familyId: string,
  invitationId: string,
) {
  await context.database.db.transaction(async (tx) => {
    const revoked = await familyInvitationRepository(tx).revoke(familyId, invitationId, context.now());
    if (!revoked)
      throw new AppError('not_found', 'この招待は見つかりません。すでに使われたか、期限が切れています。');
    await auditLogRepository(tx).byGuardian(
      guardianId,
      'family.invite_revoke',
      ['family_invitation', invitationId],
      { familyId, role: revoked.role },
    );
  });
}
