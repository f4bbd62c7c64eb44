import { billingApi } from '@hibi/contract';
import { requireFamilyRole } from '../../auth/require-family-role.ts';
import type { AppContext } from '../../context.ts';
import type { ApiInstance } from '../api-instance.ts';
import { serve } from '../serve.ts';
import { getSettlement } from './get-settlement.service.ts';
import { startSettlementSetup } from './start-settlement-setup.service.ts';
import { validateSettlement } from './validate-settlement.service.ts';

/** The card on file (specification §7): GET settlement, POST settlement/setup and settlement/validate. */
export function settlementRoutes(app: ApiInstance, context: AppContext) {
  // 保護者 only: a 家族 gets 403 (DESIGN.md §3a).
  const preHandler = requireFamilyRole(context, 'managePlan');

  serve(app, billingApi.getSettlement, { preHandler }, (request) =>
    getSettlement(context, request.guardianId),
  );
  serve(app, billingApi.startSettlementSetup, { preHandler }, (request) =>
    startSettlementSetup(context, request.guardianId),
  );
  serve(app, billingApi.validateSettlement, { preHandler }, (request) =>
    validateSettlement(context, request.guardianId, request.body.setupIntentId),
  );
}
