import { storedAccessToken } from './client-storage';
import { tokenSlot } from './token-slot';

// The guardian's access token (§4). Cookies the server set are cleared by the server itself
// (logout, failed refresh); the readable ones are removed here too when a refresh fails (§4).

const slot = tokenSlot(storedAccessToken);

export const currentAccessToken = slot.current;
export const storeAccessToken = slot.store;

/** Forgets the token; `keepCookies` when a new session's cookies were just set by the server. */
export function clearAccessToken(options: { keepCookies?: boolean } = {}) {
  slot.clear();
  if (!options.keepCookies) removeReadableAuthCookies();
}

/** The access-token and isAuthorized cookies of §3 (the refresh cookie is HttpOnly: the server's). */
function removeReadableAuthCookies() {
  if (typeof document === 'undefined') return;
  for (const name of ['accessToken', 'isAuthorized']) {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older iOS Safari
    document.cookie = `${name}=; Max-Age=0; path=/; secure; samesite=strict`;
  }
}

/** The isAuthorized flag cookie: a hint that a refresh may succeed, without asking the server. */
export function mayHaveSession(): boolean {
  if (currentAccessToken()) return true;
  return typeof document !== 'undefined' && /(?:^|;\s*)isAuthorized=true/.test(document.cookie);
}
