import {
  subscribeBodySchema,
  subscribeResponseSchema,
  subscriptionHistorySchema,
  subscriptionIdParamsSchema,
  subscriptionListSchema,
  subscriptionRecordSchema,
  updateSubscriptionBodySchema,
  userIdParamsSchema,
} from '@hibi/contract';
import { z } from 'zod';
import { assertOwnUser } from '../../auth/authenticate.ts';
import { requireFamilyRole } from '../../auth/require-family-role.ts';
import type { AppContext } from '../../context.ts';
import type { ApiInstance } from '../api-instance.ts';
import { errorResponses, paymentErrorResponses } from '../error-responses.ts';
import { subscriptionService } from './subscription.service.ts';

const tags = ['billing'];
const security = [{ bearer: [] }];
const params = userIdParamsSchema;

/** The paid plan (specification §7): subscription GET, POST, PUT, finalize and subscriptionHistory. */
export function subscriptionRoutes(app: ApiInstance, context: AppContext) {
  const subscriptions = subscriptionService(context);
  // 保護者 only: a 家族 gets 403 (DESIGN.md §3a).
  const preHandler = requireFamilyRole(context, 'managePlan');

  app.get(
    '/users/:userId/subscription',
    {
      preHandler,
      schema: { tags, security, params, response: { 200: subscriptionListSchema, ...errorResponses } },
    },
    (request) => {
      assertOwnUser(request, request.params.userId);
      return subscriptions.list(request.guardianId);
    },
  );

  app.post(
    '/users/:userId/subscription',
    {
      preHandler,
      schema: {
        tags,
        security,
        description: 'Starts the paid plan with the card on file, after the final confirmation screen.',
        params,
        body: subscribeBodySchema,
        response: { 200: subscribeResponseSchema, ...paymentErrorResponses },
      },
    },
    (request) => {
      assertOwnUser(request, request.params.userId);
      return subscriptions.start(request.guardianId, request.body.unitPrice);
    },
  );

  app.post(
    '/users/:userId/subscription/:id/finalize',
    {
      preHandler,
      schema: {
        tags,
        security,
        description: 'After the card authentication of the first charge: the subscription as it is now.',
        params: subscriptionIdParamsSchema,
        body: z.object({}).optional(),
        response: { 200: subscribeResponseSchema, ...paymentErrorResponses },
      },
    },
    (request) => {
      assertOwnUser(request, request.params.userId);
      return subscriptions.finalize(request.guardianId, request.params.id);
    },
  );

  app.put(
    '/users/:userId/subscription',
    {
      preHandler,
      schema: {
        tags,
        security,
        description: 'cancelAtPeriodEnd true leaves when the paid month ends; false stays after all.',
        params,
        body: updateSubscriptionBodySchema,
        response: { 200: subscriptionRecordSchema, ...paymentErrorResponses },
      },
    },
    (request) => {
      assertOwnUser(request, request.params.userId);
      return subscriptions.setCancelAtPeriodEnd(request.guardianId, request.body.cancelAtPeriodEnd);
    },
  );

  app.get(
    '/users/:userId/subscriptionHistory',
    {
      preHandler,
      schema: { tags, security, params, response: { 200: subscriptionHistorySchema, ...errorResponses } },
    },
    (request) => {
      assertOwnUser(request, request.params.userId);
      return subscriptions.history(request.guardianId);
    },
  );
}
