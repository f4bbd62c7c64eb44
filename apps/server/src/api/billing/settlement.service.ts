import { randomUUID } from 'node:crypto';
import type { SettlementResponse, SettlementSetupResponse } from '@hibi/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { guardianRepository } from '../../repositories/guardian.repository.ts';
import {
  type PaymentMethodRow,
  paymentMethodRepository,
} from '../../repositories/payment-method.repository.ts';

/** The card on file as guardians see it; a card kept with another provider counts as none. */
function settlementOf(row: PaymentMethodRow | undefined, provider: string): SettlementResponse {
  if (!row || row.provider !== provider || !row.providerPaymentMethodId) return null;
  return {
    provider: row.provider,
    card: {
      brand: row.cardBrand ?? 'unknown',
      last4: row.cardLast4 ?? '0000',
      expMonth: row.cardExpMonth ?? 1,
      expYear: row.cardExpYear ?? 2000,
    },
  };
}

/** The card on file (specification §7's settlement calls): read it, start a setup, keep the result. */
export function settlementService(context: AppContext) {
  const { db } = context.database;
  const provider = context.payments;
  const methods = paymentMethodRepository(db);

  /** The guardian's customer at the provider, made on first use. */
  async function customerOf(guardianId: string): Promise<string> {
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

  return {
    async settlement(guardianId: string): Promise<SettlementResponse> {
      return settlementOf(await methods.find(guardianId), provider.name);
    },

    async setup(guardianId: string): Promise<SettlementSetupResponse> {
      const customerId = await customerOf(guardianId);
      const intent = await provider.createSetupIntent({
        customerId,
        idempotencyKey: `setup:${randomUUID()}`,
      });
      return {
        provider: provider.name,
        publishableKey: provider.publishableKey,
        setupIntentId: intent.id,
        clientSecret: intent.clientSecret,
      };
    },

    /** The setup the browser completed becomes the card every charge uses. */
    async validate(guardianId: string, setupIntentId: string): Promise<SettlementResponse> {
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
    },
  };
}
