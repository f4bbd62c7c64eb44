import { billingApi } from '@hibi/contract';
import { requireFamilyRole } from '../../auth/require-family-role.ts';
import type { AppContext } from '../../context.ts';
import type { ApiInstance } from '../api-instance.ts';
import { serve } from '../serve.ts';
import { settlementService } from './settlement.service.ts';

/** The card on file (specification §7): GET settlement, POST settlement/setup and settlement/validate. */
export function settlementRoutes(app: ApiInstance, context: AppContext) {
  const settlements = settlementService(context);
  // 保護者 only: a 家族 gets 403 (DESIGN.md §3a).
  const preHandler = requireFamilyRole(context, 'managePlan');

  serve(app, billingApi.getSettlement, { preHandler }, (request) =>
    settlements.settlement(request.guardianId),
  );
  serve(app, billingApi.startSettlementSetup, { preHandler }, (request) =>
    settlements.setup(request.guardianId),
  );
  serve(app, billingApi.validateSettlement, { preHandler }, (request) =>
    settlements.validate(request.guardianId, request.body.setupIntentId),
  );
}
