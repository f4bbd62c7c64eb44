import {
  accessTokenResponseSchema,
  apiErrorSchema,
  emptyAnswerSchema,
  invitationAuthRequestSchema,
  invitationPreviewSchema,
  invitationSignupRequestSchema,
  invitationTokenParamsSchema,
} from '@hibi/contract';
import { setSessionCookies } from '../../auth/guardian-cookies.ts';
import type { AppContext } from '../../context.ts';
import { rateLimitHooks } from '../../http/rate-limit.ts';
import type { ApiInstance } from '../api-instance.ts';
import { errorResponses } from '../error-responses.ts';
import { acceptInvitation } from './accept-invitation.service.ts';
import { invitationSignup } from './invitation-signup.service.ts';
import { previewInvitation } from './preview-invitation.service.ts';

const tags = ['family'];
// 409: the link was used, revoked or has expired, the address is registered, or the family is full.
const refusals = { ...errorResponses, 409: apiErrorSchema };
const params = invitationTokenParamsSchema;

/** The invited person's side: the link's page, then sign-up with address, password and the mailed code. */
export function invitationRoutes(app: ApiInstance, context: AppContext) {
  app.get(
    '/invitations/:token',
    { schema: { tags, params, response: { 200: invitationPreviewSchema, ...refusals } } },
    (request) => previewInvitation(context, request.params.token),
  );

  app.post(
    '/invitations/:token/signup',
    {
      // Sends a code like create/init, so it shares that per-address mail budget.
      ...rateLimitHooks(context, 'codeMail'),
      schema: {
        tags,
        params,
        body: invitationSignupRequestSchema,
        response: { 200: emptyAnswerSchema, ...refusals },
      },
    },
    async (request) => {
      await invitationSignup(context, request.params.token, request.body.email, request.body.password);
      return {};
    },
  );

  app.post(
    '/invitations/:token/auth',
    {
      ...rateLimitHooks(context, 'codeCheck'),
      schema: {
        tags,
        params,
        body: invitationAuthRequestSchema,
        description: 'The mailed code joins the family with the invitation’s role and signs in.',
        response: { 200: accessTokenResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const session = await acceptInvitation(context, token, request.body.email, request.body.code);
      setSessionCookies(reply, session);
      return { accessToken: session.accessToken };
    },
  );
}
