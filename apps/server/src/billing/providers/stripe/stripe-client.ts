import Stripe from 'stripe';
import type { Settings } from '../../../settings/load-settings.ts';

/**
 * The API version every request names, so Stripe answers in the shapes this code reads whatever
 * the account's default is. SDK 23 is typed for this version only (decision 0023): move both
 * together.
 */
export const stripeApiVersion = '2026-10-28.endive' satisfies Stripe.LatestApiVersion;

type StripeSettings = Pick<Settings, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'>;

/** The official SDK, pointed at STRIPE_API_URL when set (the tests' local stand-in). */
export function createStripeClient(settings: StripeSettings): Stripe {
  if (!settings.STRIPE_SECRET_KEY) throw new Error('STRIPE_SECRET_KEY is not set');
  const apiUrl = settings.STRIPE_API_URL ? new URL(settings.STRIPE_API_URL) : null;
  const protocol = apiUrl?.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(settings.STRIPE_SECRET_KEY, {
    apiVersion: stripeApiVersion,
    // A retried write carries its idempotency key, so Stripe answers it once.
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(apiUrl && {
      host: apiUrl.hostname,
      port: apiUrl.port || (protocol === 'http' ? 80 : 443),
      protocol,
    }),
  });
}
