import type { passwordSchemas } from '../password.ts';
import { areaApi } from './endpoint.ts';

/** A forgotten password's reset by mailed code, and a signed-in change (specification §4, §7). */
export const passwordApi = areaApi<typeof passwordSchemas>('password', 'public', {
  requestReset: {
    route: 'POST /api/users/password/init',
    operationId: 'requestPasswordReset',
    summary: 'Mails a code if the address has an account; the same answer either way',
  },
  reset: {
    route: 'POST /api/users/password/reset',
    operationId: 'resetPassword',
    summary: 'Sets a new password with the mailed code; every session ends',
  },
  change: {
    route: 'POST /api/users/password/change',
    operationId: 'changePassword',
    summary: "Changes the guardian's password; their other sessions end",
    access: 'guardian',
  },
});
