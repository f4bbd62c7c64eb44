import type { familySchemas } from '../families.ts';
import { areaApi } from './endpoint.ts';

/**
 * A family's members and invitations (decision 0038): every member's own standing and leaving,
 * the 保護者's management of members and invitations, and the invited person's side of the link.
 */
export const familyApi = areaApi<typeof familySchemas>('family', 'guardian', {
  standing: {
    route: 'GET /api/users/:userId/family',
    operationId: 'getFamilyStanding',
    summary: "The signed-in member's role in the family",
    description: 'The signed-in member’s role (保護者 guardian, 家族 member) and joining date.',
  },
  leave: {
    route: 'POST /api/users/:userId/family/leave',
    operationId: 'leaveFamily',
    summary: 'The signed-in member leaves the family',
    description:
      'The member withdraws: their account and sessions end; the family’s children and photos stay. 409 for the last 保護者.',
    errors: [409],
  },
  members: {
    route: 'GET /api/users/:userId/family/members',
    operationId: 'listFamilyMembers',
    summary: "The family's members and open invitations (guardian role only)",
  },
  invite: {
    route: 'POST /api/users/:userId/family/invitations',
    operationId: 'createFamilyInvitation',
    summary: 'An invitation link for a new member (guardian role only)',
    description: 'A single-use link valid 7 days; its token is answered once (only a hash is kept).',
    errors: [409],
  },
  revokeInvitation: {
    route: 'DELETE /api/users/:userId/family/invitations/:invitationId',
    operationId: 'revokeFamilyInvitation',
    summary: 'Revokes an open invitation (guardian role only)',
    errors: [409],
  },
  removeMember: {
    route: 'DELETE /api/users/:userId/family/members/:memberId',
    operationId: 'removeFamilyMember',
    summary: 'Removes another member (guardian role only)',
    description: 'Removes another member: their sessions end at once; the family’s data stays.',
    errors: [409],
  },
  // 409: the link was used, revoked or has expired, the address is registered, or the family is full.
  previewInvitation: {
    route: 'GET /api/invitations/:token',
    operationId: 'previewInvitation',
    summary: 'What the invited person sees before signing up',
    access: 'public',
    errors: [409],
  },
  invitationSignup: {
    route: 'POST /api/invitations/:token/signup',
    operationId: 'signUpByInvitation',
    summary: 'The invited person’s address and password; mails a 6-digit code',
    access: 'public',
    errors: [409],
  },
  invitationAuth: {
    route: 'POST /api/invitations/:token/auth',
    operationId: 'joinFamilyByInvitation',
    summary: 'The mailed code joins the family and signs in',
    description: 'The mailed code joins the family with the invitation’s role and signs in.',
    access: 'public',
    errors: [409],
  },
});
