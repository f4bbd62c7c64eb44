import { passwordApi } from '@hibi/contract';
import { requireGuardian } from '../../auth/require-guardian.ts';
import type { AppContext } from '../../context.ts';
import { rateLimitHooks } from '../../http/rate-limit.ts';
import type { ApiInstance } from '../api-instance.ts';
import { serve } from '../serve.ts';
import { passwordService } from './password.service.ts';

/** POST /api/users/password/init, reset and change (specification §4, §7). */
export function passwordRoutes(app: ApiInstance, context: AppContext) {
  const passwords = passwordService(context);

  serve(app, passwordApi.requestReset, rateLimitHooks(context, 'codeMail'), async (request) => {
    await passwords.requestReset(request.body.email);
    return {};
  });
  serve(app, passwordApi.reset, rateLimitHooks(context, 'codeCheck'), async (request) => {
    const { email, code, newPassword } = request.body;
    await passwords.reset(email, code, newPassword);
    return {};
  });
  serve(app, passwordApi.change, { preHandler: requireGuardian(context) }, async (request) => {
    const { oldPassword, newPassword } = request.body;
    await passwords.change(request.guardianId, request.sessionId, oldPassword, newPassword);
    return {};
  });
}
