import { billingApi } from '@hibi/contract';
import { requireFamilyRole } from '../../auth/require-family-role.ts';
import type { AppContext } from '../../context.ts';
import type { ApiInstance } from '../api-instance.ts';
import { serve } from '../serve.ts';
import { subscriptionService } from './subscription.service.ts';

/** The paid plan (specification §7): subscription GET, POST, PUT, finalize and subscriptionHistory. */
export function subscriptionRoutes(app: ApiInstance, context: AppContext) {
  const subscriptions = subscriptionService(context);
  // 保護者 only: a 家族 gets 403 (DESIGN.md §3a).
  const preHandler = requireFamilyRole(context, 'managePlan');

  serve(app, billingApi.listSubscriptions, { preHandler }, (request) =>
    subscriptions.list(request.guardianId),
  );
  serve(app, billingApi.startSubscription, { preHandler }, (request) =>
    subscriptions.start(request.guardianId, request.body.unitPrice),
  );
  serve(app, billingApi.finalizeSubscription, { preHandler }, (request) =>
    subscriptions.finalize(request.guardianId, request.params.id),
  );
  serve(app, billingApi.updateSubscription, { preHandler }, (request) =>
    subscriptions.setCancelAtPeriodEnd(request.guardianId, request.body.cancelAtPeriodEnd),
  );
  serve(app, billingApi.listSubscriptionHistory, { preHandler }, (request) =>
    subscriptions.history(request.guardianId),
  );
}
