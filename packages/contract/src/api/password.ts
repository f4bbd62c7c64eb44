import type { passwordSchemas } from '../password.ts';
import { endpoint } from './endpoint.ts';

type Schemas = typeof passwordSchemas;

/** A forgotten password's reset by mailed code, and a signed-in change (specification §4, §7). */
export const passwordApi = {
  requestReset: endpoint<Schemas['requestReset']>({
    method: 'POST',
    path: '/api/users/password/init',
    operationId: 'requestPasswordReset',
    summary: 'Mails a code if the address has an account; the same answer either way',
    tag: 'password',
    access: 'public',
  }),
  reset: endpoint<Schemas['reset']>({
    method: 'POST',
    path: '/api/users/password/reset',
    operationId: 'resetPassword',
    summary: 'Sets a new password with the mailed code; every session ends',
    tag: 'password',
    access: 'public',
  }),
  change: endpoint<Schemas['change']>({
    method: 'POST',
    path: '/api/users/password/change',
    operationId: 'changePassword',
    summary: "Changes the guardian's password; their other sessions end",
    tag: 'password',
    access: 'guardian',
  }),
};
