import type { SignupRequest } from '@hibi/contract';
import { groupApi, signupApi } from '@hibi/contract/api';
import { apiCall } from '~/features/session/api-client';

// The sign-up calls of specification §7, in the order of §4. Before the code step the guardian
// has no session: the session layer's failure rules are left to the screens.
const quiet = { handleFailures: false };

/** (1) The address and password; a code is mailed. */
export function createAccount(email: string, password: string) {
  return apiCall(signupApi.start, { body: { email, password } }, quiet);
}

/** A new code to the address (the previous one stops working). */
export function resendCode(email: string) {
  return apiCall(signupApi.resendCode, { body: { email } }, quiet);
}

/** (2) The mailed code; answers an access token (DESIGN.md §3). */
export async function verifyCode(email: string, code: string) {
  const { accessToken } = await apiCall(signupApi.verifyCode, { body: { email, code } }, quiet);
  return accessToken;
}

/** (3) Guardian and child; answers upload tickets. */
export async function sendRequest(userId: string, request: SignupRequest) {
  const answer = await apiCall(signupApi.submit, { params: { userId }, body: request });
  return answer.userReferenceMediaList;
}

/** The re-request path: fresh tickets for the child already registered. */
export async function requestAgain(userId: string) {
  const answer = await apiCall(signupApi.resubmit, { params: { userId } });
  return answer.userReferenceMediaList;
}

/** (4) The request made final with `{}`, then the photos that show the child. */
export async function finalizeRequest(userId: string, targetReferenceIds: string[]) {
  await apiCall(signupApi.finalize, { params: { userId }, body: {} });
  await apiCall(signupApi.chooseReferences, { params: { userId }, body: { targetReferenceIds } });
}

/** What the waiting and rejected screens show: status, reason, child, each photo's verdict. */
export function fetchRequestState(userId: string) {
  return apiCall(signupApi.state, { params: { userId } });
}

/** The facility a nursery's code (or invite link) names. */
export function findFacility(code: string) {
  return apiCall(groupApi.byCode, { params: { facilityCode: code } }, quiet);
}
