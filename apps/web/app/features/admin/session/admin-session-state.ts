import type { StaffMeResponse } from '@hibi/contract';
import { createQueryClient } from '~/features/session/query-client';
import { externalStore } from '~/lib/external-store';
import { clearAdminToken } from './admin-token';

/** Who is signed in to the console (GET /api/admin/me), or null. */
export const signedInStaff = externalStore<StaffMeResponse | null>(null);

let client: ReturnType<typeof createQueryClient> | null = null;

/** The console's own query cache: no guardian answer is ever in it, nor a staff one in the app's. */
export function adminQueryClient() {
  client ??= createQueryClient();
  return client;
}

/** Forgets the console session in this tab: token, who is signed in, cached answers. */
export function endAdminSessionLocally() {
  clearAdminToken();
  signedInStaff.set(null);
  client?.clear();
}
