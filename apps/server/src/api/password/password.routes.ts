import { passwordApi } from '@hibi/contract';
import { requireGuardian } from '../../auth/require-guardian.ts';
import type { AppContext } from '../../context.ts';
import { rateLimitHooks } from '../../http/rate-limit.ts';
import type { ApiInstance } from '../api-instance.ts';
import { serve } from '../serve.ts';
import { changePassword } from './change-password.service.ts';
import { requestPasswordReset } from './request-password-reset.service.ts';
import { resetPassword } from './reset-password.service.ts';

/** POST /api/users/password/init, reset and change (specification §4, §7). */
export function passwordRoutes(app: ApiInstance, context: AppContext) {
  serve(app, passwordApi.requestReset, rateLimitHooks(context, 'codeMail'), async (request) => {
    await requestPasswordReset(context, request.body.email);
    return {};
  });
  serve(app, passwordApi.reset, rateLimitHooks(context, 'codeCheck'), async (request) => {
    const { email, code, newPassword } = request.body;
    await resetPassword(context, email, code, newPassword);
    return {};
  });
  serve(app, passwordApi.change, { preHandler: requireGuardian(context) }, async (request) => {
    const { oldPassword, newPassword } = request.body;
    await changePassword(context, request.guardianId, request.sessionId, oldPassword, newPassword);
    return {};
  });
}
