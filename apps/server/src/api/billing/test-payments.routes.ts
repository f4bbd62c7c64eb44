import {
  testAuthenticationBodySchema,
  testCardConfirmBodySchema,
  testIntentResponseSchema,
} from '@hibi/contract';
import { z } from 'zod';
import { testIntents } from '../../billing/providers/test-provider/test-intents.ts';
import type { AppContext } from '../../context.ts';
import type { ApiInstance } from '../api-instance.ts';
import { paymentErrorResponses } from '../error-responses.ts';

const tags = ['test payments'];
const params = z.object({ intentId: z.string().regex(/^(seti|pi)_test_[0-9a-f]{32}$/) });

/**
 * The built-in test provider's browser calls (what Stripe.js does against Stripe): confirm a card
 * setup with a card typed into its form, answer its authentication screen. The intent's client
 * secret authorises them, as with Stripe; only registered while the test provider is in use.
 */
export function testPaymentRoutes(app: ApiInstance, context: AppContext) {
  const intents = testIntents(context.database.db, context.now);
  const response = { 200: testIntentResponseSchema, ...paymentErrorResponses };

  app.post(
    '/test-payments/intents/:intentId/confirm',
    { schema: { tags, params, body: testCardConfirmBodySchema, response } },
    (request) => intents.confirmSetup(request.params.intentId, request.body.clientSecret, request.body.card),
  );

  app.post(
    '/test-payments/intents/:intentId/authenticate',
    { schema: { tags, params, body: testAuthenticationBodySchema, response } },
    (request) =>
      intents.authenticate(request.params.intentId, request.body.clientSecret, request.body.approve),
  );
}
