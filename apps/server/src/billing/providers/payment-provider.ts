import type { CardSummary, PaymentProviderName } from '@hibi/contract';
import { AppError, type AppErrorCode } from '../../errors/app-error.ts';

/**
 * A card payment provider as the billing service sees it (decision 0021): Stripe, or the built-in
 * test provider of the embedded default. Both keep their own records (customers, cards,
 * subscriptions, invoices); ours mirror what guardians are shown. Every write takes an
 * idempotency key, so a retried request never charges twice.
 */
export type PaymentProvider = {
  readonly name: PaymentProviderName;
  /** What the browser's card form needs (Stripe's publishable key); null for the test provider. */
  readonly publishableKey: string | null;

  createCustomer(input: { guardianId: string; email: string; idempotencyKey: string }): Promise<string>;
  /** A SetupIntent for collecting a card in the browser. */
  createSetupIntent(input: { customerId: string; idempotencyKey: string }): Promise<ProviderSetupIntent>;
  /** The card a SetupIntent of this customer collected; throws PaymentFailure when it has none. */
  cardOfSetupIntent(input: { customerId: string; setupIntentId: string }): Promise<ProviderCard>;
  /** Charges of the customer's subscriptions go to this card from now on. */
  setDefaultCard(input: {
    customerId: string;
    paymentMethodId: string;
    idempotencyKey: string;
  }): Promise<void>;

  /**
   * A monthly subscription at the price, free until `trialEndsAt` when set (no charge now), else
   * charged at once: the answer then is active, or incomplete with a client secret when the card
   * asks for authentication, or a PaymentFailure when the card is declined.
   */
  createSubscription(input: {
    customerId: string;
    paymentMethodId: string;
    unitPrice: number;
    trialEndsAt: Date | null;
    guardianId: string;
    idempotencyKey: string;
  }): Promise<ProviderSubscription>;
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  /** Leave at the end of the paid month (true) or stay after all (false). */
  setCancelAtPeriodEnd(input: {
    subscriptionId: string;
    cancelAtPeriodEnd: boolean;
    idempotencyKey: string;
  }): Promise<ProviderSubscription>;
  /** The invoices of a subscription, newest first (the trial's 0 yen invoice included). */
  listInvoices(subscriptionId: string): Promise<ProviderInvoice[]>;
};

export type ProviderSetupIntent = { id: string; clientSecret: string };

export type ProviderCard = { paymentMethodId: string; card: CardSummary };

/** The provider's subscription, its status mapped onto ours. */
export type ProviderSubscription = {
  id: string;
  /** The provider's customer: our payment_methods row names its guardian. */
  customerId: string;
  /** 'active' covers a trial too; 'canceled' means it stops at currentPeriodEnd; 'ended' it has. */
  status: 'incomplete' | 'active' | 'past_due' | 'canceled' | 'ended';
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  trialEnd: Date | null;
  /** The first charge's client secret while the card asks for authentication (3-D Secure). */
  paymentClientSecret: string | null;
};

export type ProviderInvoice = {
  id: string;
  subscriptionId: string;
  /** Yen, tax included. */
  amount: number;
  status: 'paid' | 'failed' | 'open';
  periodStart: Date;
  periodEnd: Date;
  /** When it was paid, or when the last attempt failed. */
  occurredAt: Date;
};

/**
 * What the provider told us happened, in our words: from a verified Stripe webhook or from the test
 * provider's renewal run. The billing service applies each once (payment_events keeps the ids).
 */
export type PaymentEventInput = {
  id: string;
  type: 'invoice.paid' | 'invoice.payment_failed' | 'subscription.updated' | 'subscription.deleted';
  subscriptionId: string;
  invoice: ProviderInvoice | null;
  /** The raw payload, stored for audit. */
  payload: Record<string, unknown>;
};

type FailureReason = 'declined' | 'authentication_required' | 'not_found' | 'invalid';
const codeOfReason: Record<FailureReason, AppErrorCode> = {
  declined: 'payment_failed',
  authentication_required: 'payment_failed',
  not_found: 'not_found',
  invalid: 'invalid_input',
};

/** A card refused or an authentication abandoned: the message is Japanese, for the guardian. */
export class PaymentFailure extends AppError {
  override name = 'PaymentFailure';
  readonly reason: FailureReason;
  constructor(message: string, reason: FailureReason) {
    super(codeOfReason[reason], message);
    this.reason = reason;
  }
}
