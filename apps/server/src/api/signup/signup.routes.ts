import { signupApi } from '@hibi/contract';
import { setSessionCookies } from '../../auth/guardian-cookies.ts';
import { requireGuardian } from '../../auth/require-guardian.ts';
import type { AppContext } from '../../context.ts';
import { rateLimitHooks } from '../../http/rate-limit.ts';
import type { ApiInstance } from '../api-instance.ts';
import { serve } from '../serve.ts';
import { getSignupRequest } from './get-signup-request.service.ts';
import { signupAccountService } from './signup-account.service.ts';
import { signupReferenceService } from './signup-reference.service.ts';
import { signupRequestService } from './signup-request.service.ts';

/** The four sign-up steps and the re-request of specification §4 and §7. */
export function signupRoutes(app: ApiInstance, context: AppContext) {
  const accounts = signupAccountService(context);
  const requests = signupRequestService(context);
  const references = signupReferenceService(context);
  const signedIn = { preHandler: requireGuardian(context) };

  // Shares the per-address mail budget with password/init: each of the two sends a code.
  serve(app, signupApi.start, rateLimitHooks(context, 'codeMail'), async (request) => {
    await accounts.init(request.body.email, request.body.password);
    return {};
  });
  serve(app, signupApi.resendCode, rateLimitHooks(context, 'codeMail'), async (request) => {
    await accounts.resend(request.body.email);
    return {};
  });
  serve(app, signupApi.verifyCode, rateLimitHooks(context, 'codeCheck'), async (request, reply) => {
    const session = await accounts.verify(request.body.email, request.body.code);
    setSessionCookies(reply, session);
    return { accessToken: session.accessToken };
  });

  serve(app, signupApi.submit, signedIn, async (request) => ({
    userReferenceMediaList: await requests.submit(request.params.userId, request.body),
  }));
  serve(app, signupApi.resubmit, signedIn, async (request) => ({
    userReferenceMediaList: await requests.resubmit(request.params.userId),
  }));
  serve(app, signupApi.state, signedIn, (request) => getSignupRequest(context, request.params.userId));
  serve(app, signupApi.finalize, signedIn, async (request) => {
    await references.finalize(request.params.userId);
    return {};
  });
  serve(app, signupApi.chooseReferences, signedIn, async (request) => {
    await references.register(request.params.userId, request.body.targetReferenceIds);
    return {};
  });
}
