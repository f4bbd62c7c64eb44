// Subscriptions, stored payment methods ("settlement") and the payment provider's webhook events.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, requiredReference, timestamps, timestamptz } from './columns.ts';
import { guardians } from './guardians.ts';

/** 'test' is the built-in provider of the embedded default; 'stripe' the real one. */
export const paymentProvider = pgEnum('payment_provider', ['stripe', 'test']);

/** canceled: the guardian left but the paid month still runs until ended_at; ended: over. */
export const subscriptionStatus = pgEnum('subscription_status', [
  'incomplete',
  'active',
  'past_due',
  'canceled',
  'ended',
]);

/** A subscription record; the guardian's latest one (by created_at) is the current one. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    guardianId: requiredReference('guardian_id', () => guardians.id, 'cascade'),
    subscriptionStartedAt: timestamptz('subscription_started_at').notNull(),
    /** When paid billing began (after a trial); billing dates count from it when set. */
    subscriptionStartedRecurringAt: timestamptz('subscription_started_recurring_at'),
    /** Yen, tax included, copied from the facility at sign-up so later price changes do not apply. */
    unitPrice: integer('unit_price').notNull(),
    status: subscriptionStatus('status').notNull().default('incomplete'),
    provider: paymentProvider('provider').notNull(),
    providerSubscriptionId: text('provider_subscription_id').unique(),
    /** The end of the free trial the subscription began with (the first charge), if any. */
    trialEndsAt: timestamptz('trial_ends_at'),
    /** When the paid month that is running now ends; the next charge falls here. */
    currentPeriodEndsAt: timestamptz('current_period_ends_at'),
    endedAt: timestamptz('ended_at'),
    ...timestamps(),
  },
  (t) => [
    check('subscriptions_unit_price_check', sql`${t.unitPrice} >= 0`),
    index('subscriptions_guardian_created_idx').on(t.guardianId, t.createdAt),
  ],
);

/** The guardian's card on file; one per guardian. Only what is safe to show is kept. */
export const paymentMethods = pgTable('payment_methods', {
  id: id(),
  guardianId: uuid('guardian_id')
    .notNull()
    .unique()
    .references(() => guardians.id, { onDelete: 'cascade' }),
  provider: paymentProvider('provider').notNull(),
  /** Exists as soon as a card setup starts; the card fields follow once it succeeds. */
  providerCustomerId: text('provider_customer_id').notNull(),
  providerPaymentMethodId: text('provider_payment_method_id'),
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  cardExpMonth: integer('card_exp_month'),
  cardExpYear: integer('card_exp_year'),
  ...timestamps(),
});

/** Whether a charge went through: every invoice of a subscription, the trial's 0 yen one included. */
export const paymentStatus = pgEnum('payment_status', ['paid', 'failed']);

/** The history of charges (specification §7's subscriptionHistory), one row per provider invoice. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    guardianId: requiredReference('guardian_id', () => guardians.id, 'cascade'),
    subscriptionId: requiredReference('subscription_id', () => subscriptions.id, 'cascade'),
    provider: paymentProvider('provider').notNull(),
    providerInvoiceId: text('provider_invoice_id').notNull(),
    /** Yen, tax included. */
    amount: integer('amount').notNull(),
    status: paymentStatus('status').notNull(),
    periodStartsAt: timestamptz('period_starts_at').notNull(),
    periodEndsAt: timestamptz('period_ends_at').notNull(),
    /** Paid, or the failed attempt's time. */
    occurredAt: timestamptz('occurred_at').notNull(),
    ...timestamps(),
  },
  (t) => [
    unique('payments_provider_invoice_unique').on(t.provider, t.providerInvoiceId),
    index('payments_guardian_occurred_idx').on(t.guardianId, t.occurredAt),
    check('payments_amount_check', sql`${t.amount} >= 0`),
  ],
);

/**
 * The built-in test provider's own records (customers, setup intents, cards, subscriptions,
 * invoices), kept in the database so every server process sees the same ones, as Stripe's are.
 */
export const testProviderObjects = pgTable('test_provider_objects', {
  id: text('id').primaryKey(),
  kind: text('kind').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  ...timestamps(),
});

/** Webhook events, stored first so a redelivered event is recognised and processed once. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    provider: paymentProvider('provider').notNull(),
    providerEventId: text('provider_event_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    processedAt: timestamptz('processed_at'),
  },
  (t) => [unique('payment_events_provider_event_unique').on(t.provider, t.providerEventId)],
);

export type Subscription = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;
export type SubscriptionStatus = (typeof subscriptionStatus.enumValues)[number];
export type PaymentProvider = (typeof paymentProvider.enumValues)[number];
export type PaymentMethod = typeof paymentMethods.$inferSelect;
export type NewPaymentMethod = typeof paymentMethods.$inferInsert;
export type Payment = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type PaymentEvent = typeof paymentEvents.$inferSelect;
export type NewPaymentEvent = typeof paymentEvents.$inferInsert;
