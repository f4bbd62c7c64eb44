import { passwordApi } from '@hibi/contract/api';
import { apiCall } from '~/features/session/api-client';

/** Mails a code when the address has an account. */
export function requestResetCode(email: string) {
  return apiCall(passwordApi.requestReset, { body: { email } }, { handleFailures: false });
}

/** The mailed code and the new password; every session ends. */
export function resetPassword(body: { email: string; code: string; newPassword: string }) {
  return apiCall(passwordApi.reset, { body }, { handleFailures: false });
}
