import {
  passwordChangeRequestSchema,
  passwordDoneSchema,
  passwordInitRequestSchema,
  passwordResetRequestSchema,
} from '@hibi/contract';
import { requireGuardian } from '../../auth/require-guardian.ts';
import type { AppContext } from '../../context.ts';
import { rateLimitHooks } from '../../http/rate-limit.ts';
import type { ApiInstance } from '../api-instance.ts';
import { errorResponses } from '../error-responses.ts';
import { passwordService } from './password.service.ts';

const tags = ['password'];
const response = { 200: passwordDoneSchema, ...errorResponses };

/** POST /api/users/password/init, reset and change (specification §4, §7). */
export function passwordRoutes(app: ApiInstance, context: AppContext) {
  const passwords = passwordService(context);

  app.post(
    '/users/password/init',
    {
      ...rateLimitHooks(context, 'codeMail'),
      schema: {
        tags,
        description:
          'Mails a 6-digit code when the address has an account; the answer is the same either way.',
        body: passwordInitRequestSchema,
        response,
      },
    },
    async (request) => {
      await passwords.requestReset(request.body.email);
      return {};
    },
  );

  app.post(
    '/users/password/reset',
    {
      ...rateLimitHooks(context, 'codeCheck'),
      schema: {
        tags,
        description: 'Sets a new password with the mailed code and signs the account out everywhere.',
        body: passwordResetRequestSchema,
        response,
      },
    },
    async (request) => {
      const { email, code, newPassword } = request.body;
      await passwords.reset(email, code, newPassword);
      return {};
    },
  );

  app.post(
    '/users/password/change',
    {
      preHandler: requireGuardian(context),
      schema: {
        tags,
        security: [{ bearer: [] }],
        description: "Changes the signed-in guardian's password and signs out their other sessions.",
        body: passwordChangeRequestSchema,
        response,
      },
    },
    async (request) => {
      const { oldPassword, newPassword } = request.body;
      await passwords.change(request.guardianId, request.sessionId, oldPassword, newPassword);
      return {};
    },
  );
}
