import { signupApi } from '@hibi/contract';
import { setSessionCookies } from '../../auth/guardian-cookies.ts';
import { requireGuardian } from '../../auth/require-guardian.ts';
import type { AppContext } from '../../context.ts';
import { rateLimitHooks } from '../../http/rate-limit.ts';
import type { ApiInstance } from '../api-instance.ts';
import { serve } from '../serve.ts';
import { chooseChildReferences } from './choose-child-references.service.ts';
import { finalizeSignupRequest } from './finalize-signup-request.service.ts';
import { getSignupRequest } from './get-signup-request.service.ts';
import { resendSignupCode } from './resend-signup-code.service.ts';
import { resubmitSignupRequest } from './resubmit-signup-request.service.ts';
import { startSignup } from './start-signup.service.ts';
import { submitSignupRequest } from './submit-signup-request.service.ts';
import { verifySignupCode } from './verify-signup-code.service.ts';

/** The four sign-up steps and the re-request of specification §4 and §7. */
export function signupRoutes(app: ApiInstance, context: AppContext) {
  const signedIn = { preHandler: requireGuardian(context) };

  // Shares the per-address mail budget with password/init: each of the two sends a code.
  serve(app, signupApi.start, rateLimitHooks(context, 'codeMail'), async (request) => {
    await startSignup(context, request.body.email, request.body.password);
    return {};
  });
  serve(app, signupApi.resendCode, rateLimitHooks(context, 'codeMail'), async (request) => {
    await resendSignupCode(context, request.body.email);
    return {};
  });
  serve(app, signupApi.verifyCode, rateLimitHooks(context, 'codeCheck'), async (request, reply) => {
    const session = await verifySignupCode(context, request.body.email, request.body.code);
    setSessionCookies(reply, session);
    return { accessToken: session.accessToken };
  });

  serve(app, signupApi.submit, signedIn, async (request) => ({
    userReferenceMediaList: await submitSignupRequest(context, request.params.userId, request.body),
  }));
  serve(app, signupApi.resubmit, signedIn, async (request) => ({
    userReferenceMediaList: await resubmitSignupRequest(context, request.params.userId),
  }));
  serve(app, signupApi.state, signedIn, (request) => getSignupRequest(context, request.params.userId));
  serve(app, signupApi.finalize, signedIn, async (request) => {
    await finalizeSignupRequest(context, request.params.userId);
    return {};
  });
  serve(app, signupApi.chooseReferences, signedIn, async (request) => {
    await chooseChildReferences(context, request.params.userId, request.body.targetReferenceIds);
    return {};
  });
}
