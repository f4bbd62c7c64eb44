import type { AccessTokenResponse, StaffMeResponse } from '@hibi/contract';
import { adminSessionApi } from '@hibi/contract/api';
import { goTo } from '~/features/session/app-signals';
import { adminCall } from './admin-request';
import { endAdminSessionLocally, signedInStaff } from './admin-session-state';
import { storeAdminToken } from './admin-token';

let inFlight: Promise<StaffMeResponse> | null = null;

/** Who is signed in, shared by concurrent callers; failures go to the caller. */
export function loadStaff(): Promise<StaffMeResponse> {
  inFlight ??= adminCall(adminSessionApi.me, {}, { handleFailures: false })
    .then((staff) => {
      signedInStaff.set(staff);
      return staff;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** The staff member already loaded in this tab, or a fresh load. */
export function knownStaff(): Promise<StaffMeResponse> {
  const known = signedInStaff.get();
  return known ? Promise.resolve(known) : loadStaff();
}

/** A token the server just issued (sign-in, invitation accepted): load who it belongs to. */
export async function startAdminSession({ accessToken }: AccessTokenResponse): Promise<StaffMeResponse> {
  endAdminSessionLocally();
  storeAdminToken(accessToken);
  return loadStaff();
}

/** Signs in, then who signed in. Rejects with ApiError (401: wrong password). */
export async function adminSignIn(email: string, password: string): Promise<StaffMeResponse> {
  const answer = await adminCall(
    adminSessionApi.login,
    { body: { email, password } },
    { handleFailures: false },
  );
  return startAdminSession(answer);
}

/** Ends the server's session whatever it answers, then forgets it here and goes to sign-in. */
export async function adminSignOut() {
  try {
    await adminCall(adminSessionApi.logout, {}, { handleFailures: false });
  } catch {
    // Refused or offline: the refresh token expires on its own; this tab forgets the session now.
  }
  endAdminSessionLocally();
  goTo('/admin/signin/', { replace: true });
}
