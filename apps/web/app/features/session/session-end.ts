import { clearSessionStorage } from './client-storage';
import { sessionAccount } from './session-state';
import { clearAccessToken } from './token-store';

const cleanups = new Set<() => void>();

/** Something else that holds a family's data (the app's query cache) asks to be emptied too. */
export function onSessionEnd(cleanup: () => void): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/** Forgets the session in this tab: token, stored items, cached answers, the account shown. */
export function endSessionLocally() {
  clearAccessToken();
  clearSessionStorage();
  sessionAccount.set(null);
  for (const cleanup of cleanups) cleanup();
}
