import type { FamilyMembersResponse } from '@hibi/contract';
import { FAMILY_MEMBER_LIMIT } from '@hibi/domain';
import type { AppContext } from '../../context.ts';
import { familyMembershipRepository } from '../../repositories/family-membership.repository.ts';
import { familyInvitationRepository } from './family-invitation.repository.ts';
import { invitationAnswer } from './invitation-answer.ts';

/** What a 保護者 manages on マイページ: everyone of the family and the links still open. */
export async function listMembers(context: AppContext, familyId: string): Promise<FamilyMembersResponse> {
  const { db } = context.database;
  const members = await familyMembershipRepository(db).listMembers(familyId);
  const invitations = await familyInvitationRepository(db).listOpen(familyId, context.now());
  return {
    members: members.map((member) => ({ ...member, joinedAt: member.joinedAt.toISOString() })),
    invitations: invitations.map(invitationAnswer),
    memberLimit: FAMILY_MEMBER_LIMIT,
  };
}
