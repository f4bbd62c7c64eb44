import { randomUUID } from 'node:crypto';
import type { SettlementSetupResponse } from '@hibi/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { guardianRepository } from '../../repositories/guardian.repository.ts';
import { paymentMethodRepository } from '../../repositories/payment-method.repository.ts';

/** POST settlement/setup (specification §7): a card setup at the provider, for the browser to complete. */
export async function startSettlementSetup(
  context: AppContext,
  guardianId: string,
): Promise<SettlementSetupResponse> {
  const provider = context.payments;
  const customerId = await customerOf(context, guardianId);
  const intent = await provider.createSetupIntent({ customerId, idempotencyKey: `setup:${randomUUID()}` });
  return {
    provider: provider.name,
    publishableKey: provider.publishableKey,
    setupIntentId: intent.id,
    clientSecret: intent.clientSecret,
  };
}

/** The guardian's customer at the provider, made on first use. */
async function customerOf(context: AppContext, guardianId: string): Promise<string> {
  const { db } = context.database;
  const provider = context.payments;
  const methods = paymentMethodRepository(db);
  const row = await methods.find(guardianId);
  if (row?.provider === provider.name) return row.providerCustomerId;
  const guardian = await guardianRepository(db).findById(guardianId);
  if (!guardian) throw new AppError('unauthenticated', 'ログインが必要です。');
  const customerId = await provider.createCustomer({
    guardianId,
    email: guardian.email,
    idempotencyKey: `customer:${provider.name}:${guardianId}`,
  });
  await methods.saveCustomer(guardianId, provider.name, customerId);
  return customerId;
}
