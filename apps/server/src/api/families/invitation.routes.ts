import { familyApi } from '@hibi/contract';
import { setSessionCookies } from '../../auth/guardian-cookies.ts';
import type { AppContext } from '../../context.ts';
import { rateLimitHooks } from '../../http/rate-limit.ts';
import type { ApiInstance } from '../api-instance.ts';
import { serve } from '../serve.ts';
import { acceptInvitation } from './accept-invitation.service.ts';
import { invitationSignup } from './invitation-signup.service.ts';
import { previewInvitation } from './preview-invitation.service.ts';

/** The invited person's side: the link's page, then sign-up with address, password and the mailed code. */
export function invitationRoutes(app: ApiInstance, context: AppContext) {
  serve(app, familyApi.previewInvitation, {}, (request) => previewInvitation(context, request.params.token));

  // Sends a code like create/init, so it shares that per-address mail budget.
  serve(app, familyApi.invitationSignup, rateLimitHooks(context, 'codeMail'), async (request) => {
    await invitationSignup(context, request.params.token, request.body.email, request.body.password);
    return {};
  });

  serve(app, familyApi.invitationAuth, rateLimitHooks(context, 'codeCheck'), async (request, reply) => {
    const session = await acceptInvitation(
      context,
      request.params.token,
      request.body.email,
      request.body.code,
    );
    setSessionCookies(reply, session);
    return { accessToken: session.accessToken };
  });
}
