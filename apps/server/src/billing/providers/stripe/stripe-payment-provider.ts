import type Stripe from 'stripe';
import type { Settings } from '../../../settings/load-settings.ts';
import type { PaymentProvider } from '../payment-provider.ts';
import { cardOfSetupIntent, createSetupIntent, setDefaultCard } from './stripe-cards.ts';
import { createStripeClient } from './stripe-client.ts';
import { toProviderInvoice } from './stripe-invoices.ts';
import { createSubscription, retrieveSubscription, setCancelAtPeriodEnd } from './stripe-subscriptions.ts';

type StripeSettings = Pick<
  Settings,
  'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_PRODUCT_ID' | 'STRIPE_API_URL'
>;

/**
 * Stripe through its official SDK (decision 0023). Stripe keeps the customers, cards, subscriptions
 * and invoices; every write names its idempotency key, so a retried request never charges twice.
 */
export function createStripePaymentProvider(
  settings: StripeSettings,
  stripe: Stripe = createStripeClient(settings),
): PaymentProvider {
  const productId = settings.STRIPE_PRODUCT_ID;
  if (!productId) throw new Error('STRIPE_PRODUCT_ID is not set');
  return {
    name: 'stripe',
    publishableKey: settings.STRIPE_PUBLISHABLE_KEY ?? null,

    async createCustomer({ guardianId, email, idempotencyKey }) {
      const customer = await stripe.customers.create({ email, metadata: { guardianId } }, { idempotencyKey });
      return customer.id;
    },
    createSetupIntent: (input) => createSetupIntent(stripe, input),
    cardOfSetupIntent: (input) => cardOfSetupIntent(stripe, input),
    setDefaultCard: (input) => setDefaultCard(stripe, input),

    createSubscription: (input) => createSubscription(stripe, productId, input),
    retrieveSubscription: (subscriptionId) => retrieveSubscription(stripe, subscriptionId),
    setCancelAtPeriodEnd: (input) => setCancelAtPeriodEnd(stripe, input),

    async listInvoices(subscriptionId) {
      // Newest first, as Stripe lists them; two years of months is more than any screen shows.
      const invoices = await stripe.invoices.list({ subscription: subscriptionId, limit: 24 });
      return invoices.data.flatMap((invoice) => toProviderInvoice(invoice) ?? []);
    },
  };
}
