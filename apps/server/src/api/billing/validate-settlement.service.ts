import type { SettlementResponse } from '@hibi/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { paymentMethodRepository } from '../../repositories/payment-method.repository.ts';
import { settlementOf } from './card-on-file.ts';

/** POST settlement/validate (specification §7): the setup the browser completed becomes the card every charge uses. */
export async function validateSettlement(
  context: AppContext,
  guardianId: string,
  setupIntentId: string,
): Promise<SettlementResponse> {
  const provider = context.payments;
  const methods = paymentMethodRepository(context.database.db);
  const row = await methods.find(guardianId);
  if (row?.provider !== provider.name)
    throw new AppError('invalid_input', 'カードの登録を最初からやり直してください。');
  const { paymentMethodId, card } = await provider.cardOfSetupIntent({
    customerId: row.providerCustomerId,
    setupIntentId,
  });
  await provider.setDefaultCard({
    customerId: row.providerCustomerId,
    paymentMethodId,
    idempotencyKey: `default-card:${setupIntentId}`,
  });
  return settlementOf(await methods.saveCard(guardianId, paymentMethodId, card), provider.name);
}
