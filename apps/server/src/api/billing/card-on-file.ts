import type { SettlementResponse } from '@hibi/contract';
import type { PaymentMethodRow } from '../../repositories/payment-method.repository.ts';

/** The card on file as guardians see it; a card kept with another provider counts as none. */
export function settlementOf(row: PaymentMethodRow | undefined, provider: string): SettlementResponse {
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
