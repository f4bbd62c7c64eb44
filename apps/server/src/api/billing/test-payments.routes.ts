import { billingApi } from '@hibi/contract';
import { testIntents } from '../../billing/providers/test-provider/test-intents.ts';
import type { AppContext } from '../../context.ts';
import type { ApiInstance } from '../api-instance.ts';
import { serve } from '../serve.ts';

/**
 * The built-in test provider's browser calls (what Stripe.js does against Stripe): confirm a card
 * setup with a card typed into its form, answer its authentication screen. The intent's client
 * secret authorises them, as with Stripe; only registered while the test provider is in use.
 */
export function testPaymentRoutes(app: ApiInstance, context: AppContext) {
  const intents = testIntents(context.database.db, context.now);

  serve(app, billingApi.confirmTestIntent, {}, (request) =>
    intents.confirmSetup(request.params.intentId, request.body.clientSecret, request.body.card),
  );
  serve(app, billingApi.authenticateTestIntent, {}, (request) =>
    intents.authenticate(request.params.intentId, request.body.clientSecret, request.body.approve),
  );
}
