import { accountApi } from '@hibi/contract/api';
import { apiCall } from './api-client';
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
  const user = await apiCall(accountApi.userInfo, {}, { handleFailures: false });
  const profile = await apiCall(
    accountApi.profile,
    { params: { userId: user.userId } },
    { handleFailures: false },
  );
  const account = { user, profile };
  rememberAccount(account);
  return account;
}

/** The account already loaded in this tab, or a fresh load. */
export function knownAccount(): Promise<SessionAccount> {
  const known = sessionAccount.get();
  return known ? Promise.resolve(known) : loadAccount();
}
