import { z } from 'zod';
import { userIdParamsSchema } from './account.ts';
import {
  testAuthenticationBodySchema,
  testCardConfirmBodySchema,
  testIntentIdParamsSchema,
  testIntentResponseSchema,
} from './test-card.ts';

const instant = z.iso.datetime().describe('ISO 8601 instant (UTC)');

/** Which card payment provider serves this installation (settings choose it; DESIGN.md §2). */
export const paymentProviderNameSchema = z.enum(['stripe', 'test']);
export type PaymentProviderName = z.infer<typeof paymentProviderNameSchema>;

/** The card on file, as much of it as is safe to show. */
export const cardSummarySchema = z.object({
  brand: z.string().describe('visa, mastercard, jcb, amex, …'),
  last4: z.string().regex(/^\d{4}$/),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int(),
});
export type CardSummary = z.infer<typeof cardSummarySchema>;

/** GET settlement (specification §7): the card on file, or null when there is none. */
export const settlementResponseSchema = z
  .object({ provider: paymentProviderNameSchema, card: cardSummarySchema })
  .nullable();
export type SettlementResponse = z.infer<typeof settlementResponseSchema>;

/** POST settlement/setup: what the browser needs to collect a card with the provider's script. */
export const settlementSetupResponseSchema = z.object({
  provider: paymentProviderNameSchema,
  /** Stripe's publishable key; null for the built-in test provider. */
  publishableKey: z.string().nullable(),
  setupIntentId: z.string(),
  clientSecret: z.string().describe('the SetupIntent client secret of specification §7'),
});
export type SettlementSetupResponse = z.infer<typeof settlementSetupResponseSchema>;

/** POST settlement/validate: the card setup the browser completed, checked and kept as the card on file. */
export const settlementValidateBodySchema = z.object({ setupIntentId: z.string().min(1).max(255) });

export const subscriptionStatusSchema = z.enum(['incomplete', 'active', 'past_due', 'canceled', 'ended']);

/** A subscription record (specification §3); the last in the list is the current one. */
export const subscriptionRecordSchema = z.object({
  id: z.uuid(),
  subscriptionStartedAt: instant,
  subscriptionStartedRecurringAt: instant.nullable().describe('start of the paid month running now'),
  unitPrice: z.number().int().describe('yen per month, tax included'),
  status: subscriptionStatusSchema,
  trialEndsAt: instant.nullable().describe('the first charge, when it began with a free trial'),
  currentPeriodEndsAt: instant.nullable().describe('the next charge, or the end after leaving'),
  endedAt: instant.nullable().describe('after leaving: when the paid plan stops'),
});
export type SubscriptionRecord = z.infer<typeof subscriptionRecordSchema>;
export const subscriptionListSchema = z.array(subscriptionRecordSchema);

/** POST subscription: the guardian confirmed the final screen (特定商取引法) for this price. */
export const subscribeBodySchema = z.object({
  unitPrice: z.number().int().min(0).describe('the price the guardian saw; a changed price answers 409'),
  agreed: z.literal(true, { error: 'お申し込み内容をご確認のうえ、同意してください。' }),
});

/** POST subscription and finalize: the record, and a client secret while the card asks for authentication. */
export const subscribeResponseSchema = z.object({
  subscription: subscriptionRecordSchema,
  /** Set while the card company asks the guardian to authenticate (3-D Secure) the first charge. */
  paymentClientSecret: z.string().nullable(),
});
export type SubscribeResponse = z.infer<typeof subscribeResponseSchema>;

export const subscriptionIdParamsSchema = z.object({ userId: z.uuid(), id: z.uuid() });

/** PUT subscription: leave at the end of the paid month (true), or stay after all (false). */
export const updateSubscriptionBodySchema = z.object({ cancelAtPeriodEnd: z.boolean() });

/** One charge of subscriptionHistory, with what a receipt (領収書) shows. */
export const paymentRecordSchema = z.object({
  id: z.uuid(),
  amount: z.number().int().describe('yen, tax included'),
  status: z.enum(['paid', 'failed']),
  periodStartsAt: instant,
  periodEndsAt: instant,
  occurredAt: instant,
  receiptNumber: z.string().describe('shown on the receipt; stable for the charge'),
});
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;
export const subscriptionHistorySchema = z.array(paymentRecordSchema).describe('newest first');

/** POST finalize takes no fields; an empty object or no body. */
export const finalizeSubscriptionBodySchema = z.object({}).optional();

/** What the Stripe webhook answers once the event is applied (a plain boolean: OpenAPI 3.0 has no const). */
export const stripeWebhookAnswerSchema = z.object({ received: z.boolean() });

/** The schemas of each billing call (`billingApi` in api/billing.ts, decision 0086). */
export const billingSchemas = {
  getSettlement: { params: userIdParamsSchema, answer: settlementResponseSchema },
  startSettlementSetup: { params: userIdParamsSchema, answer: settlementSetupResponseSchema },
  validateSettlement: {
    params: userIdParamsSchema,
    body: settlementValidateBodySchema,
    answer: settlementResponseSchema,
  },
  listSubscriptions: { params: userIdParamsSchema, answer: subscriptionListSchema },
  startSubscription: {
    params: userIdParamsSchema,
    body: subscribeBodySchema,
    answer: subscribeResponseSchema,
  },
  finalizeSubscription: {
    params: subscriptionIdParamsSchema,
    body: finalizeSubscriptionBodySchema,
    answer: subscribeResponseSchema,
  },
  updateSubscription: {
    params: userIdParamsSchema,
    body: updateSubscriptionBodySchema,
    answer: subscriptionRecordSchema,
  },
  listSubscriptionHistory: { params: userIdParamsSchema, answer: subscriptionHistorySchema },
  confirmTestIntent: {
    params: testIntentIdParamsSchema,
    body: testCardConfirmBodySchema,
    answer: testIntentResponseSchema,
  },
  authenticateTestIntent: {
    params: testIntentIdParamsSchema,
    body: testAuthenticationBodySchema,
    answer: testIntentResponseSchema,
  },
  receiveStripeWebhook: { answer: stripeWebhookAnswerSchema },
};
