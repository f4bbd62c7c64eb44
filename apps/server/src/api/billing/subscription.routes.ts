import { billingApi } from '@hibi/contract';
import { requireFamilyRole } from '../../auth/require-family-role.ts';
import type { AppContext } from '../../context.ts';
import type { ApiInstance } from '../api-instance.ts';
import { serveCalls } from '../serve.ts';
import { finalizeSubscription } from './finalize-subscription.service.ts';
import { listSubscriptionHistory } from './list-subscription-history.service.ts';
import { listSubscriptions } from './list-subscriptions.service.ts';
import { setCancelAtPeriodEnd } from './set-cancel-at-period-end.service.ts';
import { startSubscription } from './start-subscription.service.ts';

/** The paid plan (specification §7): subscription GET, POST, PUT, finalize and subscriptionHistory. */
export function subscriptionRoutes(app: ApiInstance, context: AppContext) {
  // 保護者 only: a 家族 gets 403 (DESIGN.md §3a).
  const planManagers = { preHandler: requireFamilyRole(context, 'managePlan') };
  serveCalls(app, billingApi, planManagers, {
    listSubscriptions: (request) => listSubscriptions(context, request.guardianId),
    startSubscription: (request) => startSubscription(context, request.guardianId, request.body.unitPrice),
    finalizeSubscription: (request) => finalizeSubscription(context, request.guardianId, request.params.id),
    updateSubscription: (request) =>
      setCancelAtPeriodEnd(context, request.guardianId, request.body.cancelAtPeriodEnd),
    listSubscriptionHistory: (request) => listSubscriptionHistory(context, request.guardianId),
  });
}
