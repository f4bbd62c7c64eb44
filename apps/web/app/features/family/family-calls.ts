import type {
  AccessTokenResponse,
  CreatedInvitation,
  FamilyMembersResponse,
  FamilyRoleName,
  FamilyStanding,
  InvitationPreview,
} from '@hibi/contract';
import { apiRequest } from '~/features/session/api-client';

// The family calls of decision 0038. Answers are typed, not parsed (decision 0017).

export const fetchStanding = (userId: string) => apiRequest<FamilyStanding>(`/api/users/${userId}/family`);

export const fetchMembers = (userId: string) =>
  apiRequest<FamilyMembersResponse>(`/api/users/${userId}/family/members`);

export const createInvitation = (userId: string, role: FamilyRoleName) =>
  apiRequest<CreatedInvitation>(`/api/users/${userId}/family/invitations`, {
    method: 'POST',
    body: { role },
  });

export const revokeInvitation = (userId: string, invitationId: string) =>
  apiRequest(`/api/users/${userId}/family/invitations/${invitationId}`, { method: 'DELETE' });

export const removeMember = (userId: string, memberId: string) =>
  apiRequest(`/api/users/${userId}/family/members/${memberId}`, { method: 'DELETE' });

export const leaveFamily = (userId: string) =>
  apiRequest(`/api/users/${userId}/family/leave`, { method: 'POST' });

// The invited person is not signed in yet: these calls carry no token and handle their own failures.
const invited = { auth: false, handleFailures: false } as const;
const invitationPath = (token: string) => `/api/invitations/${encodeURIComponent(token)}`;

export const fetchInvitation = (token: string) =>
  apiRequest<InvitationPreview>(invitationPath(token), invited);

export const signupByInvitation = (token: string, email: string, password: string) =>
  apiRequest(`${invitationPath(token)}/signup`, { ...invited, method: 'POST', body: { email, password } });

export const verifyByInvitation = (token: string, email: string, code: string) =>
  apiRequest<AccessTokenResponse>(`${invitationPath(token)}/auth`, {
    ...invited,
    method: 'POST',
    body: { email, code },
  });
