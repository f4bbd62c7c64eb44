import { accessTokenResponseSchema, loginRequestSchema } from '@hibi/contract';
import type { AppContext } from '../../context.ts';
import { rateLimitHooks } from '../../http/rate-limit.ts';
import type { ApiInstance } from '../api-instance.ts';
import { errorResponses } from '../error-responses.ts';
import { staffLoginService } from './staff-login.service.ts';

/** POST /api/admin/login: see staffLoginService. */
export function adminLoginRoutes(app: ApiInstance, context: AppContext) {
  const logIn = staffLoginService(context);
  app.post(
    '/admin/login',
    {
      ...rateLimitHooks(context, 'login'),
      schema: {
        tags: ['admin'],
        body: loginRequestSchema,
        response: { 200: accessTokenResponseSchema, ...errorResponses },
      },
    },
    (request) => logIn(request.body.email, request.body.password),
  );
}
