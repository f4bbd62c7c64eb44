import type { billingSchemas } from '../billing.ts';
import { type CallSchemas, type Endpoint, endpoint } from './endpoint.ts';

type Schemas = typeof billingSchemas;
const guardianOnly = '保護者 only: a 家族 of the family gets 403 (DESIGN.md §3a).';
type Described<S extends CallSchemas> = Omit<Endpoint<S>, 'schemas' | 'tag' | 'access'>;

/** A call of the family's 保護者 on their own account (`:userId`), tagged billing. */
const guardianCall = <S extends CallSchemas>({ description, ...call }: Described<S>) =>
  endpoint<S>({
    ...call,
    description: description ? `${description} ${guardianOnly}` : guardianOnly,
    tag: 'billing',
    access: 'guardian',
  });

const testProviderOnly =
  'Served only while the built-in test provider is in use. The intent’s client secret authorises the call, as with Stripe.';

/**
 * Billing (specification §7): the card on file (settlement), the paid plan (subscription), its
 * charges (subscriptionHistory), the built-in test provider's browser calls and Stripe's webhook.
 */
export const billingApi = {
  getSettlement: guardianCall<Schemas['getSettlement']>({
    method: 'GET',
    path: '/api/users/:userId/settlement',
    operationId: 'getSettlement',
    summary: 'The card on file, or null when there is none',
  }),
  startSettlementSetup: guardianCall<Schemas['startSettlementSetup']>({
    method: 'POST',
    path: '/api/users/:userId/settlement/setup',
    operationId: 'startSettlementSetup',
    summary: "Starts a card setup: what the provider's script needs to collect a card",
  }),
  validateSettlement: guardianCall<Schemas['validateSettlement']>({
    method: 'POST',
    path: '/api/users/:userId/settlement/validate',
    operationId: 'validateSettlement',
    summary: 'Checks the card setup the browser completed and keeps it as the card on file',
    errors: [402, 409],
  }),
  listSubscriptions: guardianCall<Schemas['listSubscriptions']>({
    method: 'GET',
    path: '/api/users/:userId/subscription',
    operationId: 'listSubscriptions',
    summary: "The family's subscription records, the last one current",
  }),
  startSubscription: guardianCall<Schemas['startSubscription']>({
    method: 'POST',
    path: '/api/users/:userId/subscription',
    operationId: 'startSubscription',
    summary: 'Starts the paid plan',
    description: 'Starts the paid plan with the card on file, after the final confirmation screen.',
    errors: [402, 409],
  }),
  finalizeSubscription: guardianCall<Schemas['finalizeSubscription']>({
    method: 'POST',
    path: '/api/users/:userId/subscription/:id/finalize',
    operationId: 'finalizeSubscription',
    summary: "Checks the first charge after the card's authentication",
    description: 'After the card authentication of the first charge: the subscription as it is now.',
    errors: [402, 409],
  }),
  updateSubscription: guardianCall<Schemas['updateSubscription']>({
    method: 'PUT',
    path: '/api/users/:userId/subscription',
    operationId: 'updateSubscription',
    summary: 'Leaves the paid plan at the end of the paid month, or stays after all',
    description: 'cancelAtPeriodEnd true leaves when the paid month ends; false stays after all.',
    errors: [402, 409],
  }),
  listSubscriptionHistory: guardianCall<Schemas['listSubscriptionHistory']>({
    method: 'GET',
    path: '/api/users/:userId/subscriptionHistory',
    operationId: 'listSubscriptionHistory',
    summary: "The plan's charges with what a receipt shows, newest first",
  }),
  confirmTestIntent: endpoint<Schemas['confirmTestIntent']>({
    method: 'POST',
    path: '/api/test-payments/intents/:intentId/confirm',
    operationId: 'confirmTestIntent',
    summary: "Confirms a test card setup or charge with the card typed into the test provider's form",
    description: `What Stripe.js does against Stripe, for the built-in test provider. ${testProviderOnly}`,
    tag: 'test payments',
    access: 'public',
    errors: [402, 409],
  }),
  authenticateTestIntent: endpoint<Schemas['authenticateTestIntent']>({
    method: 'POST',
    path: '/api/test-payments/intents/:intentId/authenticate',
    operationId: 'authenticateTestIntent',
    summary: "Answers the test provider's card authentication (3-D Secure) screen",
    description: testProviderOnly,
    tag: 'test payments',
    access: 'public',
    errors: [402, 409],
  }),
  receiveStripeWebhook: endpoint<Schemas['receiveStripeWebhook']>({
    method: 'POST',
    path: '/api/payments/stripe/webhook',
    operationId: 'receiveStripeWebhook',
    summary: 'Stripe webhook (signed by Stripe; not for browsers)',
    description:
      'A renewal paid or failed, a subscription changed or ended. Served only when Stripe is the provider. Each event is applied once, so retries and replays change nothing.',
    tag: 'payments',
    access: 'public',
  }),
};
