import {
  accessTokenResponseSchema,
  emptyAnswerSchema,
  facilityByCodeResponseSchema,
  referenceUploadTicketsSchema,
  type SignupRequest,
  signupRequestStateSchema,
} from '@hibi/contract';
import { apiRequest } from '~/features/session/api-client';

// The sign-up calls of specification §7, in the order of §4.

/** (1) POST /api/users/create/init: the address and password; a code is mailed. */
export function createAccount(email: string, password: string) {
  return apiRequest('/api/users/create/init', {
    method: 'POST',
    body: { email, password },
    schema: emptyAnswerSchema,
    auth: false,
    handleFailures: false,
  });
}

/** POST /api/users/create/resend: a new code to the address (the previous one stops working). */
export function resendCode(email: string) {
  return apiRequest('/api/users/create/resend', {
    method: 'POST',
    body: { email },
    schema: emptyAnswerSchema,
    auth: false,
    handleFailures: false,
  });
}

/** (2) POST /api/users/create/auth: the mailed code; answers an access token (DESIGN.md §3). */
export async function verifyCode(email: string, code: string) {
  const { accessToken } = await apiRequest('/api/users/create/auth', {
    method: 'POST',
    body: { email, code },
    schema: accessTokenResponseSchema,
    auth: false,
    handleFailures: false,
  });
  return accessToken;
}

/** (3) POST /api/users/{userId}/create/request: guardian and child; answers upload tickets. */
export async function sendRequest(userId: string, request: SignupRequest) {
  const answer = await apiRequest(`/api/users/${userId}/create/request`, {
    method: 'POST',
    body: request,
    schema: referenceUploadTicketsSchema,
  });
  return answer.userReferenceMediaList;
}

/** The re-request path: fresh tickets for the child already registered. */
export async function requestAgain(userId: string) {
  const answer = await apiRequest(`/api/users/${userId}/create/rerequest`, {
    method: 'POST',
    schema: referenceUploadTicketsSchema,
  });
  return answer.userReferenceMediaList;
}

/** (4) PUT /api/users/{userId}/create/request `{}`, then PUT childReferenceImage. */
export async function finalizeRequest(userId: string, targetReferenceIds: string[]) {
  await apiRequest(`/api/users/${userId}/create/request`, {
    method: 'PUT',
    body: {},
    schema: emptyAnswerSchema,
  });
  await apiRequest(`/api/users/${userId}/childReferenceImage`, {
    method: 'PUT',
    body: { targetReferenceIds },
    schema: emptyAnswerSchema,
  });
}

/** What the waiting and rejected screens show: status, reason, child, each photo's verdict. */
export function fetchRequestState(userId: string) {
  return apiRequest(`/api/users/${userId}/create/request`, { schema: signupRequestStateSchema });
}

/** The facility a nursery's code (or invite link) names. */
export function findFacility(code: string) {
  return apiRequest(`/api/groups/code/${encodeURIComponent(code)}`, {
    schema: facilityByCodeResponseSchema,
    auth: false,
    handleFailures: false,
  });
}
