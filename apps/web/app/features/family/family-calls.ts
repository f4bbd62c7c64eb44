import type { FamilyRoleName } from '@hibi/contract';
import { familyApi } from '@hibi/contract/api';
import { apiCall } from '~/features/session/api-client';

// The family calls of decision 0038. Answers are typed, not parsed (decision 0017).

export const fetchStanding = (userId: string) => apiCall(familyApi.standing, { params: { userId } });

export const fetchMembers = (userId: string) => apiCall(familyApi.members, { params: { userId } });

export const createInvitation = (userId: string, role: FamilyRoleName) =>
  apiCall(familyApi.invite, { params: { userId }, body: { role } });

export const revokeInvitation = (userId: string, invitationId: string) =>
  apiCall(familyApi.revokeInvitation, { params: { userId, invitationId } });

export const removeMember = (userId: string, memberId: string) =>
  apiCall(familyApi.removeMember, { params: { userId, memberId } });

export const leaveFamily = (userId: string) => apiCall(familyApi.leave, { params: { userId } });

// The invited person is not signed in yet: these calls handle their own failures.
const invited = { handleFailures: false } as const;

export const fetchInvitation = (token: string) =>
  apiCall(familyApi.previewInvitation, { params: { token } }, invited);

export const signupByInvitation = (token: string, email: string, password: string) =>
  apiCall(familyApi.invitationSignup, { params: { token }, body: { email, password } }, invited);

export const verifyByInvitation = (token: string, email: string, code: string) =>
  apiCall(familyApi.invitationAuth, { params: { token }, body: { email, code } }, invited);
