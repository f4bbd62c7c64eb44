import { billingApi } from '@hibi/contract';
import { applyPaymentEvent } from '../../billing/apply-payment-event.ts';
import { createStripeClient } from '../../billing/providers/stripe/stripe-client.ts';
import {
  parseStripeWebhook,
  StripeSignatureError,
} from '../../billing/providers/stripe/stripe-webhook-events.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import type { ApiInstance } from '../api-instance.ts';
import { serve } from '../serve.ts';

const badSignature = '署名を確認できませんでした。';

/** A request whose signature does not verify answers 400, in Japanese like every API error. */
function verified<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof StripeSignatureError) throw new AppError('invalid_input', badSignature);
    throw error;
  }
}

/**
 * POST /api/payments/stripe/webhook: Stripe tells us a renewal was paid or failed, or a
 * subscription changed or ended. Only registered when Stripe is the provider. Each event is
 * applied once (payment_events keeps its id), so Stripe's retries and replays change nothing.
 */
export function stripeWebhookRoutes(app: ApiInstance, context: AppContext) {
  const secret = context.settings.STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new Error('STRIPE_WEBHOOK_SECRET is not set');
  const stripe = createStripeClient(context.settings);

  // Its own scope: the signature covers the exact bytes, so this route reads JSON as a Buffer while
  // every other route keeps Fastify's JSON parser.
  return app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
      (_r, body, done) => done(null, body),
    );

    serve(scope, billingApi.receiveStripeWebhook, {}, async (request) => {
      const signature = request.headers['stripe-signature'];
      const event = verified(() =>
        parseStripeWebhook(
          stripe,
          Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          typeof signature === 'string' ? signature : undefined,
          secret,
        ),
      );
      if (event) await applyPaymentEvent(context, context.payments, event);
      return { received: true };
    });
  });
}
