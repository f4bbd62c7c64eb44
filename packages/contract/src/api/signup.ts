import type { signupSchemas } from '../signup.ts';
import { areaApi } from './endpoint.ts';

// 409: the account's status does not allow the step (the server's signup-status.ts).
const errors = [409];

/** The four sign-up steps and the re-request (specification §4, §7), in the order of §4. */
export const signupApi = areaApi<typeof signupSchemas>('signup', 'guardian', {
  start: {
    route: 'POST /api/users/create/init',
    operationId: 'startSignup',
    summary: 'Sign-up step 1: mails a code',
    access: 'public',
    errors,
  },
  resendCode: {
    route: 'POST /api/users/create/resend',
    operationId: 'resendSignupCode',
    summary: 'Mails a new sign-up code',
    access: 'public',
    errors,
  },
  verifyCode: {
    route: 'POST /api/users/create/auth',
    operationId: 'verifySignupCode',
    summary: 'Sign-up step 2: the mailed code signs in',
    access: 'public',
    errors,
  },
  submit: {
    route: 'POST /api/users/:userId/create/request',
    operationId: 'submitSignupRequest',
    summary: 'Sign-up step 3: guardian and child',
    errors,
  },
  resubmit: {
    route: 'POST /api/users/:userId/create/rerequest',
    operationId: 'resubmitSignupRequest',
    summary: 'Upload tickets after a rejection',
    errors,
  },
  state: {
    route: 'GET /api/users/:userId/create/request',
    operationId: 'getSignupRequest',
    summary: 'The sign-up request',
  },
  finalize: {
    route: 'PUT /api/users/:userId/create/request',
    operationId: 'finalizeSignupRequest',
    summary: 'Sign-up step 4: the request goes to staff',
    errors,
  },
  chooseReferences: {
    route: 'PUT /api/users/:userId/childReferenceImage',
    operationId: 'chooseChildReferenceImages',
    summary: 'The photos that show the child',
    errors,
  },
});
