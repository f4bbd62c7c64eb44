import {
  apiErrorSchema,
  createdInvitationSchema,
  createInvitationRequestSchema,
  emptyAnswerSchema,
  familyMembersResponseSchema,
  invitationParamsSchema,
  memberParamsSchema,
  userIdParamsSchema,
} from '@hibi/contract';
import { assertOwnUser } from '../../auth/authenticate.ts';
import { requireFamilyRole } from '../../auth/require-family-role.ts';
import type { AppContext } from '../../context.ts';
import type { ApiInstance } from '../api-instance.ts';
import { errorResponses } from '../error-responses.ts';
import { createInvitation } from './create-invitation.service.ts';
import { listMembers } from './list-members.service.ts';
import { removeMember } from './remove-member.service.ts';
import { revokeInvitation } from './revoke-invitation.service.ts';

const tags = ['family'];
const security = [{ bearer: [] }];
const refusals = { ...errorResponses, 409: apiErrorSchema };
const done = { 200: emptyAnswerSchema, ...refusals };

/** A 保護者's management of the family: members, invitations by link and QR code, removal. */
export function familyMemberRoutes(app: ApiInstance, context: AppContext) {
  const guardianOnly = { preHandler: requireFamilyRole(context, 'invite') };

  app.get(
    '/users/:userId/family/members',
    {
      ...guardianOnly,
      schema: {
        tags,
        security,
        params: userIdParamsSchema,
        response: { 200: familyMembersResponseSchema, ...errorResponses },
      },
    },
    (request) => {
      assertOwnUser(request, request.params.userId);
      return listMembers(context, request.family.familyId);
    },
  );

  app.post(
    '/users/:userId/family/invitations',
    {
      ...guardianOnly,
      schema: {
        tags,
        security,
        description: 'A single-use link valid 7 days; its token is answered once (only a hash is kept).',
        params: userIdParamsSchema,
        body: createInvitationRequestSchema,
        response: { 200: createdInvitationSchema, ...refusals },
      },
    },
    (request) => {
      assertOwnUser(request, request.params.userId);
      return createInvitation(context, request.guardianId, request.family.familyId, request.body.role);
    },
  );

  app.delete(
    '/users/:userId/family/invitations/:invitationId',
    { ...guardianOnly, schema: { tags, security, params: invitationParamsSchema, response: done } },
    async (request) => {
      const { userId, invitationId } = request.params;
      assertOwnUser(request, userId);
      await revokeInvitation(context, request.guardianId, request.family.familyId, invitationId);
      return {};
    },
  );

  app.delete(
    '/users/:userId/family/members/:memberId',
    {
      ...guardianOnly,
      schema: {
        tags,
        security,
        description: 'Removes another member: their sessions end at once; the family’s data stays.',
        params: memberParamsSchema,
        response: done,
      },
    },
    async (request) => {
      const { userId, memberId } = request.params;
      assertOwnUser(request, userId);
      await removeMember(context, request.guardianId, request.family.familyId, memberId);
      return {};
    },
  );
}
