import type { passwordSchemas } from '../password.ts';
import { endpoint } from './endpoint.ts';

type Schemas = typeof passwordSchemas;

/** A forgotten password's reset by mailed code, and a signed-in change (specification §4, §7). */
export const passwordApi = {
  requestReset: endpoint<Schemas['requestReset']>({
    method: 'POST',
    path: '/api/users/password/init',
    operationId: 'requestPasswordReset',
    summary: 'Mails a password reset code',
    description: 'Mails a 6-digit code when the address has an account; the answer is the same either way.',
    tag: 'password',
    access: 'public',
  }),
  reset: endpoint<Schemas['reset']>({
    method: 'POST',
    path: '/api/users/password/reset',
    operationId: 'resetPassword',
    summary: 'Sets a new password with the mailed code',
    description: 'Sets a new password with the mailed code and signs the account out everywhere.',
    tag: 'password',
    access: 'public',
  }),
  change: endpoint<Schemas['change']>({
    method: 'POST',
    path: '/api/users/password/change',
    operationId: 'changePassword',
    summary: "Changes the signed-in guardian's password",
    description: "Changes the signed-in guardian's password and signs out their other sessions.",
    tag: 'password',
    access: 'guardian',
  }),
};
