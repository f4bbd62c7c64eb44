import { storedAccessToken } from './client-storage';

// The access token lives in memory (§4), mirrored in the tab's session storage (§3) so a reload
// does not cost a refresh. Cookies the server set are cleared by the server itself (logout,
// failed refresh); the readable ones are removed here too when a refresh fails (§4).

let accessToken: string | null = null;
let loaded = false;

export function currentAccessToken(): string | null {
  if (!loaded) {
    loaded = true;
    accessToken = storedAccessToken.read();
  }
  return accessToken;
}

export function storeAccessToken(token: string) {
  loaded = true;
  accessToken = token;
  storedAccessToken.write(token);
}

/** Forgets the token; `keepCookies` when a new session's cookies were just set by the server. */
export function clearAccessToken(options: { keepCookies?: boolean } = {}) {
  loaded = true;
  accessToken = null;
  storedAccessToken.clear();
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
