import { familyApi } from '@hibi/contract';
import { requireFamilyRole } from '../../auth/require-family-role.ts';
import type { AppContext } from '../../context.ts';
import type { ApiInstance } from '../api-instance.ts';
import { serve } from '../serve.ts';
import { createInvitation } from './create-invitation.service.ts';
import { listMembers } from './list-members.service.ts';
import { removeMember } from './remove-member.service.ts';
import { revokeInvitation } from './revoke-invitation.service.ts';

/** A 保護者's management of the family: members, invitations by link and QR code, removal. */
export function familyMemberRoutes(app: ApiInstance, context: AppContext) {
  const guardianOnly = { preHandler: requireFamilyRole(context, 'invite') };

  serve(app, familyApi.members, guardianOnly, (request) => listMembers(context, request.family.familyId));
  serve(app, familyApi.invite, guardianOnly, (request) =>
    createInvitation(context, request.guardianId, request.family.familyId, request.body.role),
  );
  serve(app, familyApi.revokeInvitation, guardianOnly, async (request) => {
    await revokeInvitation(context, request.guardianId, request.family.familyId, request.params.invitationId);
    return {};
  });
  serve(app, familyApi.removeMember, guardianOnly, async (request) => {
    await removeMember(context, request.guardianId, request.family.familyId, request.params.memberId);
    return {};
  });
}
