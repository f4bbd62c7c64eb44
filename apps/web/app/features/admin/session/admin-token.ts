import { adminSessionApi } from '@hibi/contract/api';
import { storedAdminAccessToken } from '~/features/session/client-storage';
import { tokenRefresher } from '~/features/session/refresh-token';
import { tokenSlot } from '~/features/session/token-slot';

// The console's access token, apart from the guardian app's: its own storage key, its own refresh
// call and cookie (path /api/admin), so neither session ever reaches the other's calls.

const slot = tokenSlot(storedAdminAccessToken);

export const currentAdminToken = slot.current;
export const storeAdminToken = slot.store;
export const clearAdminToken = slot.clear;

/** The console's refresh call, shared by concurrent callers. */
export const refreshAdminToken = tokenRefresher(adminSessionApi.refresh.path, slot.store, slot.clear);

/** The server's readable hint (adminSignedIn) that a staff refresh cookie may be there. */
export function mayHaveAdminSession(): boolean {
  if (currentAdminToken()) return true;
  return typeof document !== 'undefined' && /(?:^|;\s*)adminSignedIn=true/.test(document.cookie);
}
