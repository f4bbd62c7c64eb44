import type { SettlementResponse } from '@hibi/contract';
import type { AppContext } from '../../context.ts';
import { paymentMethodRepository } from '../../repositories/payment-method.repository.ts';
import { settlementOf } from './card-on-file.ts';

/** GET settlement (specification §7): the card on file, or null. */
export async function getSettlement(context: AppContext, guardianId: string): Promise<SettlementResponse> {
  const row = await paymentMethodRepository(context.database.db).find(guardianId);
  return settlementOf(row, context.payments.name);
}
