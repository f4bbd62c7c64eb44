import type { DatabaseHandle } from '@hibi/db';
import type { Settings } from '../../settings/load-settings.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createStripePaymentProvider } from './stripe/stripe-payment-provider.ts';
import { createTestPaymentProvider } from './test-provider/test-payment-provider.ts';

/** Stripe when its keys are set; otherwise the built-in test provider of the embedded default. */
export function createPaymentProvider(
  settings: Settings,
  database: DatabaseHandle,
  now: () => Date,
): PaymentProvider {
  if (settings.STRIPE_SECRET_KEY) return createStripePaymentProvider(settings);
  return createTestPaymentProvider(database.db, now);
}
