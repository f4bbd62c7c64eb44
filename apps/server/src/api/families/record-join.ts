import type { FamilyInvitation, Transaction } from '@hibi/db';
import { auditLogRepository } from '../../repositories/audit-log.repository.ts';

/** The audit entry of joining by invitation: who joined which family, as what, vouched by whom. */
export async function recordJoin(tx: Transaction, guardianId: string, invitation: FamilyInvitation) {
  await auditLogRepository(tx).record({
    actorKind: 'guardian',
    actorId: guardianId,
    action: 'family.join',
    targetType: 'guardian',
    targetId: guardianId,
    detail: {
      familyId: invitation.familyId,
      role: invitation.role,
      invitationId: invitation.id,
      invitedBy: invitation.invitedBy,
    },
  });
}
