import {
  accessTokenResponseSchema,
  apiErrorSchema,
  childReferenceImageRequestSchema,
  emptyAnswerSchema,
  referenceUploadTicketsSchema,
  signupAuthRequestSchema,
  signupFinalizeRequestSchema,
  signupInitRequestSchema,
  signupRequestSchema,
  signupRequestStateSchema,
  signupResendRequestSchema,
  userIdParamsSchema,
} from '@hibi/contract';
import { setSessionCookies } from '../../auth/auth-cookies.ts';
import { assertOwnUser } from '../../auth/authenticate.ts';
import { requireGuardian } from '../../auth/require-guardian.ts';
import type { AppContext } from '../../context.ts';
import { rateLimitHooks } from '../../http/rate-limit.ts';
import type { ApiInstance } from '../api-instance.ts';
import { errorResponses } from '../error-responses.ts';
import { signupAccountService } from './signup-account.service.ts';
import { signupReferenceService } from './signup-reference.service.ts';
import { signupRequestService } from './signup-request.service.ts';
import { signupRequestStateService } from './signup-request-state.service.ts';

const tags = ['signup'];
// 409: the account's status does not allow the step (see signup-status.ts).
const refusals = { ...errorResponses, 409: apiErrorSchema };

/** The four sign-up steps and the re-request of specification §4 and §7. */
export function signupRoutes(app: ApiInstance, context: AppContext) {
  const accounts = signupAccountService(context);
  const requests = signupRequestService(context);
  const references = signupReferenceService(context);
  const states = signupRequestStateService(context);
  const ownUser = { preHandler: requireGuardian(context) };
  const ticketsResponse = { 200: referenceUploadTicketsSchema, ...refusals };

  app.post(
    '/users/create/init',
    {
      // Shares the per-address mail budget with password/init: both send a code.
      ...rateLimitHooks(context, 'codeMail'),
      schema: { tags, body: signupInitRequestSchema, response: { 200: emptyAnswerSchema, ...refusals } },
    },
    async (request) => {
      await accounts.init(request.body.email, request.body.password);
      return {};
    },
  );

  app.post(
    '/users/create/resend',
    {
      // The same per-address mail budget as create/init: each one sends a code.
      ...rateLimitHooks(context, 'codeMail'),
      schema: { tags, body: signupResendRequestSchema, response: { 200: emptyAnswerSchema, ...refusals } },
    },
    async (request) => {
      await accounts.resend(request.body.email);
      return {};
    },
  );

  app.post(
    '/users/create/auth',
    {
      ...rateLimitHooks(context, 'codeCheck'),
      schema: {
        tags,
        body: signupAuthRequestSchema,
        response: { 200: accessTokenResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const session = await accounts.verify(request.body.email, request.body.code);
      setSessionCookies(reply, session);
      return { accessToken: session.accessToken };
    },
  );

  app.post(
    '/users/:userId/create/request',
    {
      ...ownUser,
      schema: { tags, params: userIdParamsSchema, body: signupRequestSchema, response: ticketsResponse },
    },
    async (request) => {
      assertOwnUser(request, request.params.userId);
      return { userReferenceMediaList: await requests.submit(request.params.userId, request.body) };
    },
  );

  app.post(
    '/users/:userId/create/rerequest',
    { ...ownUser, schema: { tags, params: userIdParamsSchema, response: ticketsResponse } },
    async (request) => {
      assertOwnUser(request, request.params.userId);
      return { userReferenceMediaList: await requests.resubmit(request.params.userId) };
    },
  );

  app.get(
    '/users/:userId/create/request',
    {
      ...ownUser,
      schema: {
        tags,
        params: userIdParamsSchema,
        response: { 200: signupRequestStateSchema, ...errorResponses },
      },
    },
    async (request) => {
      assertOwnUser(request, request.params.userId);
      return states.read(request.params.userId);
    },
  );

  app.put(
    '/users/:userId/create/request',
    {
      ...ownUser,
      schema: {
        tags,
        params: userIdParamsSchema,
        body: signupFinalizeRequestSchema,
        response: { 200: emptyAnswerSchema, ...refusals },
      },
    },
    async (request) => {
      assertOwnUser(request, request.params.userId);
      await references.finalize(request.params.userId);
      return {};
    },
  );

  app.put(
    '/users/:userId/childReferenceImage',
    {
      ...ownUser,
      schema: {
        tags,
        params: userIdParamsSchema,
        body: childReferenceImageRequestSchema,
        response: { 200: emptyAnswerSchema, ...refusals },
      },
    },
    async (request) => {
      assertOwnUser(request, request.params.userId);
      await references.register(request.params.userId, request.body.targetReferenceIds);
      return {};
    },
  );
}
