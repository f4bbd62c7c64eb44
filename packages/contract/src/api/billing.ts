import type { billingSchemas } from '../billing.ts';
import { areaApi } from './endpoint.ts';

/** Said of every call on the family's own account (`:userId`). */
const guardianOnly = '保護者 only: a 家族 of the family gets 403 (DESIGN.md §3a).';
const testProviderOnly =
  'Served only while the built-in test provider is in use. The intent’s client secret authorises the call, as with Stripe.';

/**
 * Billing (specification §7): the card on file (settlement), the paid plan (subscription), its
 * charges (subscriptionHistory), the built-in test provider's browser calls and Stripe's webhook.
 */
export const billingApi = areaApi<typeof billingSchemas>('billing', 'guardian', {
  getSettlement: {
    route: 'GET /api/users/:userId/settlement',
    operationId: 'getSettlement',
    summary: 'The card on file, or null when there is none',
    description: guardianOnly,
  },
  startSettlementSetup: {
    route: 'POST /api/users/:userId/settlement/setup',
    operationId: 'startSettlementSetup',
    summary: "Starts a card setup: what the provider's script needs to collect a card",
    description: guardianOnly,
  },
  validateSettlement: {
    route: 'POST /api/users/:userId/settlement/validate',
    operationId: 'validateSettlement',
    summary: 'Checks the card setup the browser completed and keeps it as the card on file',
    description: guardianOnly,
    errors: [402, 409],
  },
  listSubscriptions: {
    route: 'GET /api/users/:userId/subscription',
    operationId: 'listSubscriptions',
    summary: "The family's subscription records, the last one current",
    description: guardianOnly,
  },
  startSubscription: {
    route: 'POST /api/users/:userId/subscription',
    operationId: 'startSubscription',
    summary: 'Starts the paid plan',
    description: `Starts the paid plan with the card on file, after the final confirmation screen. ${guardianOnly}`,
    errors: [402, 409],
  },
  finalizeSubscription: {
    route: 'POST /api/users/:userId/subscription/:id/finalize',
    operationId: 'finalizeSubscription',
    summary: "Checks the first charge after the card's authentication",
    description: `After the card authentication of the first charge: the subscription as it is now. ${guardianOnly}`,
    errors: [402, 409],
  },
  updateSubscription: {
    route: 'PUT /api/users/:userId/subscription',
    operationId: 'updateSubscription',
    summary: 'Leaves the paid plan at the end of the paid month, or stays after all',
    description: `cancelAtPeriodEnd true leaves when the paid month ends; false stays after all. ${guardianOnly}`,
    errors: [402, 409],
  },
  listSubscriptionHistory: {
    route: 'GET /api/users/:userId/subscriptionHistory',
    operationId: 'listSubscriptionHistory',
    summary: "The plan's charges with what a receipt shows, newest first",
    description: guardianOnly,
  },
  confirmTestIntent: {
    route: 'POST /api/test-payments/intents/:intentId/confirm',
    operationId: 'confirmTestIntent',
    summary: "Confirms a test card setup or charge with the card typed into the test provider's form",
    description: `What Stripe.js does against Stripe, for the built-in test provider. ${testProviderOnly}`,
    tag: 'test payments',
    access: 'public',
    errors: [402, 409],
  },
  authenticateTestIntent: {
    route: 'POST /api/test-payments/intents/:intentId/authenticate',
    operationId: 'authenticateTestIntent',
    summary: "Answers the test provider's card authentication (3-D Secure) screen",
    description: testProviderOnly,
    tag: 'test payments',
    access: 'public',
    errors: [402, 409],
  },
  receiveStripeWebhook: {
    route: 'POST /api/payments/stripe/webhook',
    operationId: 'receiveStripeWebhook',
    summary: 'Stripe webhook (signed by Stripe; not for browsers)',
    description:
      'A renewal paid or failed, a subscription changed or ended. Served only when Stripe is the provider. Each event is applied once, so retries and replays change nothing.',
    tag: 'payments',
    access: 'public',
  },
});
