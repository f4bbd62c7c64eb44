import { clearSessionStorage } from './client-storage';
import { sessionAccount } from './session-state';
import { clearAccessToken } from './token-store';

const cleanups = new Set<() => void>();

// Set from the sign-out tap until the next sign-in: calls still in flight that answer 401 must
// not send the guardian to sign-in with a way back to the page they are leaving.
let signingOut = false;

export const isSigningOut = () => signingOut;
export function setSigningOut(value: boolean) {
  signingOut = value;
}

/** Something else that holds a family's data (the app's query cache) asks to be emptied too. */
export function onSessionEnd(cleanup: () => void): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/**
 * Forgets the session in this tab: token, stored items, cached answers, the account shown. A new
 * session starting keeps the cookies its sign-in answer has just set (`keepCookies`).
 */
export function endSessionLocally(options: { keepCookies?: boolean } = {}) {
  clearAccessToken(options);
  clearSessionStorage();
  sessionAccount.set(null);
  for (const cleanup of cleanups) cleanup();
}
