import {
  notificationActionParamsSchema,
  notificationActionQuerySchema,
  notificationPreferenceListSchema,
} from '@hibi/contract';
import { requireGuardian } from '../../auth/require-guardian.ts';
import type { AppContext } from '../../context.ts';
import { notificationPreferenceService } from '../../notifications/notification-preferences.service.ts';
import type { ApiInstance } from '../api-instance.ts';
import { errorResponses } from '../error-responses.ts';

const tags = ['notifications'];
const security = [{ bearer: [] }];

/** GET /api/users/notifications and POST /api/users/notifications/{action}?type= (specification §7). */
export function notificationRoutes(app: ApiInstance, context: AppContext) {
  const preferences = notificationPreferenceService({ db: context.database.db, now: context.now });
  const preHandler = requireGuardian(context);

  app.get(
    '/users/notifications',
    {
      preHandler,
      schema: { tags, security, response: { 200: notificationPreferenceListSchema, ...errorResponses } },
    },
    (request) => preferences.list(request.guardianId),
  );

  app.post(
    '/users/notifications/:action',
    {
      preHandler,
      schema: {
        tags,
        security,
        description: 'unsubscribe opts out of the type, subscribe opts back in; answers the whole list.',
        params: notificationActionParamsSchema,
        querystring: notificationActionQuerySchema,
        response: { 200: notificationPreferenceListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const optout = request.params.action === 'unsubscribe';
      await preferences.setOptout(request.guardianId, request.query.type, optout);
      return preferences.list(request.guardianId);
    },
  );
}
