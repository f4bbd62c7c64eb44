import type { ProfileResponse, UserInfoResponse } from '@hibi/contract';
import { apiRequest } from './api-client';
import { rememberAccount, type SessionAccount, sessionAccount } from './session-state';

let inFlight: Promise<SessionAccount> | null = null;

/**
 * The session check's account load (§4): userInfo, then the profile. Failures are thrown to the
 * caller (the guard or the header decides), never turned into a navigation here. Concurrent
 * callers share one load.
 */
export function loadAccount(): Promise<SessionAccount> {
  inFlight ??= fetchAccount().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function fetchAccount(): Promise<SessionAccount> {
  const user = await apiRequest<UserInfoResponse>('/api/users/userInfo', { handleFailures: false });
  const profile = await apiRequest<ProfileResponse>(`/api/users/${user.userId}/profile`, {
    handleFailures: false,
  });
  const account = { user, profile };
  rememberAccount(account);
  return account;
}

/** The account already loaded in this tab, or a fresh load. */
export function knownAccount(): Promise<SessionAccount> {
  const known = sessionAccount.get();
  return known ? Promise.resolve(known) : loadAccount();
}
