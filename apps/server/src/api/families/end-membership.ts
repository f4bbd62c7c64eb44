import type { Transaction } from '@hibi/db';
import { refreshTokenRepository } from '../../auth/refresh-token.repository.ts';
import { familyMembershipRepository } from '../../repositories/family-membership.repository.ts';
import { guardianRepository } from '../../repositories/guardian.repository.ts';

/**
 * Takes one person out of the family (removed by a 保護者, or leaving): their account ends and
 * every session of theirs with it, so their next call answers 401 (decision 0030). The family, its
 * children and their photos stay: no child is forgotten here. False when they were not a member.
 */
export async function endMembership(tx: Transaction, guardianId: string, familyId: string, now: Date) {
  if (!(await familyMembershipRepository(tx).remove(guardianId, familyId))) return false;
  await guardianRepository(tx).setStatus(guardianId, 'withdrawn');
  await refreshTokenRepository(tx).revokeGuardianSessions(guardianId, now);
  return true;
}
