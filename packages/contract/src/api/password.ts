import type { passwordSchemas } from '../password.ts';
import { areaCalls, endpoint } from './endpoint.ts';

type Schemas = typeof passwordSchemas;
const call = areaCalls('password', 'public');

/** A forgotten password's reset by mailed code, and a signed-in change (specification §4, §7). */
export const passwordApi = {
  requestReset: call<Schemas['requestReset']>({
    method: 'POST',
    path: '/api/users/password/init',
    operationId: 'requestPasswordReset',
    summary: 'Mails a code if the address has an account; the same answer either way',
  }),
  reset: call<Schemas['reset']>({
    method: 'POST',
    path: '/api/users/password/reset',
    operationId: 'resetPassword',
    summary: 'Sets a new password with the mailed code; every session ends',
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
