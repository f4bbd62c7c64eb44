import { type FamilyAction, type FamilyRole, familyMay } from '@hibi/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { AppError } from '../errors/app-error.ts';
import { familyMembershipRepository } from '../repositories/family-membership.repository.ts';
import { requireGuardian } from './require-guardian.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in guardian's family and role, set by requireFamilyRole. */
    family: { familyId: string; role: FamilyRole };
  }
}

type ManagedAction = Extract<FamilyAction, 'invite' | 'managePlan' | 'referencePhotos'>;

// Said to a 家族 who reaches a 保護者's call (the app hides these, so this is rare).
const refusals: Record<ManagedAction, string> = {
  invite: 'ご家族の招待とメンバーの管理は、保護者の方のみ行えます。',
  managePlan: 'ご利用プランの確認と変更は、保護者の方のみ行えます。',
  referencePhotos: 'お子さまの登録写真は、保護者の方のみ確認・変更できます。',
};

/**
 * The preHandlers of a call only a 保護者 may make (DESIGN.md §3a): signed in, then the role;
 * 403 in the error shape of DESIGN.md §5 for a 家族. `action` undefined: any member.
 */
export function requireFamilyRole(context: AppContext, action?: ManagedAction) {
  const memberships = familyMembershipRepository(context.database.db);
  async function familyRole(request: FastifyRequest) {
    const standing = await memberships.standingOf(request.guardianId);
    // An account in no family has been removed from it: as good as signed out.
    if (!standing) throw new AppError('unauthenticated', 'ログインが必要です。');
    if (action && !familyMay(standing.role, action)) throw new AppError('forbidden', refusals[action]);
    request.family = { familyId: standing.familyId, role: standing.role };
  }
  return [requireGuardian(context), familyRole];
}
