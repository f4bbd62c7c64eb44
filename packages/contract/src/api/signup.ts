import type { signupSchemas } from '../signup.ts';
import { areaCalls, endpoint } from './endpoint.ts';

type Schemas = typeof signupSchemas;
const call = areaCalls('signup', 'guardian');
const tag = 'signup';
// 409: the account's status does not allow the step (the server's signup-status.ts).
const errors = [409];

/** The four sign-up steps and the re-request (specification §4, §7), in the order of §4. */
export const signupApi = {
  start: endpoint<Schemas['start']>({
    method: 'POST',
    path: '/api/users/create/init',
    operationId: 'startSignup',
    summary: 'Sign-up step 1: mails a code',
    tag,
    access: 'public',
    errors,
  }),
  resendCode: endpoint<Schemas['resendCode']>({
    method: 'POST',
    path: '/api/users/create/resend',
    operationId: 'resendSignupCode',
    summary: 'Mails a new sign-up code',
    tag,
    access: 'public',
    errors,
  }),
  verifyCode: endpoint<Schemas['verifyCode']>({
    method: 'POST',
    path: '/api/users/create/auth',
    operationId: 'verifySignupCode',
    summary: 'Sign-up step 2: the mailed code signs in',
    tag,
    access: 'public',
    errors,
  }),
  submit: call<Schemas['submit']>({
    method: 'POST',
    path: '/api/users/:userId/create/request',
    operationId: 'submitSignupRequest',
    summary: 'Sign-up step 3: guardian and child',
    errors,
  }),
  resubmit: call<Schemas['resubmit']>({
    method: 'POST',
    path: '/api/users/:userId/create/rerequest',
    operationId: 'resubmitSignupRequest',
    summary: 'Upload tickets after a rejection',
    errors,
  }),
  state: call<Schemas['state']>({
    method: 'GET',
    path: '/api/users/:userId/create/request',
    operationId: 'getSignupRequest',
    summary: 'The sign-up request',
  }),
  finalize: call<Schemas['finalize']>({
    method: 'PUT',
    path: '/api/users/:userId/create/request',
    operationId: 'finalizeSignupRequest',
    summary: 'Sign-up step 4: the request goes to staff',
    errors,
  }),
  chooseReferences: call<Schemas['chooseReferences']>({
    method: 'PUT',
    path: '/api/users/:userId/childReferenceImage',
    operationId: 'chooseChildReferenceImages',
    summary: 'The photos that show the child',
    errors,
  }),
};
