import { mailDeliveryResponseSchema, userIdParamsSchema } from '@hibi/contract';
import { assertOwnUser } from '../../auth/authenticate.ts';
import { requireGuardian } from '../../auth/require-guardian.ts';
import type { AppContext } from '../../context.ts';
import type { ApiInstance } from '../api-instance.ts';
import { errorResponses } from '../error-responses.ts';
import { mailDeliveryService } from './mail-delivery.service.ts';

/** Whether mail reaches the guardian's address: the app's banner when the relay refused it. */
export function mailDeliveryRoutes(app: ApiInstance, context: AppContext) {
  const delivery = mailDeliveryService(context);
  app.get(
    '/users/:userId/mailDelivery',
    {
      preHandler: requireGuardian(context),
      schema: {
        tags: ['account'],
        security: [{ bearer: [] }],
        description: 'The address mail goes to, and the relay’s last permanent refusal of it, if any.',
        params: userIdParamsSchema,
        response: { 200: mailDeliveryResponseSchema, ...errorResponses },
      },
    },
    (request) => {
      assertOwnUser(request, request.params.userId);
      return delivery.of(request.guardianId);
    },
  );
}
