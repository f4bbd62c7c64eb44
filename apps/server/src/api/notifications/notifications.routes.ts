import { notificationApi } from '@hibi/contract';
import { requireGuardian } from '../../auth/require-guardian.ts';
import type { AppContext } from '../../context.ts';
import { notificationPreferenceService } from '../../notifications/notification-preferences.service.ts';
import type { ApiInstance } from '../api-instance.ts';
import { serve } from '../serve.ts';

/** GET /api/users/notifications and POST /api/users/notifications/{action}?type= (specification §7). */
export function notificationRoutes(app: ApiInstance, context: AppContext) {
  const preferences = notificationPreferenceService({ db: context.database.db, now: context.now });
  const preHandler = requireGuardian(context);

  serve(app, notificationApi.list, { preHandler }, (request) => preferences.list(request.guardianId));

  serve(app, notificationApi.setOptout, { preHandler }, async (request) => {
    const optout = request.params.action === 'unsubscribe';
    await preferences.setOptout(request.guardianId, request.query.type, optout);
    return preferences.list(request.guardianId);
  });
}
