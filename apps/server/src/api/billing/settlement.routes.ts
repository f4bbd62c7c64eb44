import {
  settlementResponseSchema,
  settlementSetupResponseSchema,
  settlementValidateBodySchema,
  userIdParamsSchema,
} from '@hibi/contract';
import { assertOwnUser } from '../../auth/authenticate.ts';
import { requireFamilyRole } from '../../auth/require-family-role.ts';
import type { AppContext } from '../../context.ts';
import type { ApiInstance } from '../api-instance.ts';
import { errorResponses, paymentErrorResponses } from '../error-responses.ts';
import { settlementService } from './settlement.service.ts';

const tags = ['billing'];
const security = [{ bearer: [] }];

/** The card on file (specification §7): GET settlement, POST settlement/setup and settlement/validate. */
export function settlementRoutes(app: ApiInstance, context: AppContext) {
  const settlements = settlementService(context);
  // 保護者 only: a 家族 gets 403 (DESIGN.md §3a).
  const preHandler = requireFamilyRole(context, 'managePlan');
  const params = userIdParamsSchema;

  app.get(
    '/users/:userId/settlement',
    {
      preHandler,
      schema: { tags, security, params, response: { 200: settlementResponseSchema, ...errorResponses } },
    },
    (request) => {
      assertOwnUser(request, request.params.userId);
      return settlements.settlement(request.guardianId);
    },
  );

  app.post(
    '/users/:userId/settlement/setup',
    {
      preHandler,
      schema: { tags, security, params, response: { 200: settlementSetupResponseSchema, ...errorResponses } },
    },
    (request) => {
      assertOwnUser(request, request.params.userId);
      return settlements.setup(request.guardianId);
    },
  );

  app.post(
    '/users/:userId/settlement/validate',
    {
      preHandler,
      schema: {
        tags,
        security,
        params,
        body: settlementValidateBodySchema,
        response: { 200: settlementResponseSchema, ...paymentErrorResponses },
      },
    },
    (request) => {
      assertOwnUser(request, request.params.userId);
      return settlements.validate(request.guardianId, request.body.setupIntentId);
    },
  );
}
