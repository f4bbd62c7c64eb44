import { passwordDoneSchema } from '@hibi/contract';
import { apiRequest } from '~/features/session/api-client';

/** POST /api/users/password/init: mails a code when the address has an account. */
export function requestResetCode(email: string) {
  return apiRequest('/api/users/password/init', {
    method: 'POST',
    body: { email },
    schema: passwordDoneSchema,
    auth: false,
    handleFailures: false,
  });
}

/** POST /api/users/password/reset: the mailed code and the new password; every session ends. */
export function resetPassword(body: { email: string; code: string; newPassword: string }) {
  return apiRequest('/api/users/password/reset', {
    method: 'POST',
    body,
    schema: passwordDoneSchema,
    auth: false,
    handleFailures: false,
  });
}
