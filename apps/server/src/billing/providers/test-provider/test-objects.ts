import { randomBytes, randomUUID } from 'node:crypto';
import { PaymentFailure, type ProviderInvoice, type ProviderSubscription } from '../payment-provider.ts';
import type { TestCardBehaviour } from './test-cards.ts';

// The test provider's records, shaped after Stripe's; instants are ISO strings (they live in jsonb).

export type TestCustomer = {
  id: string;
  guardianId: string;
  email: string;
  defaultPaymentMethodId: string | null;
};

export type TestPaymentMethod = {
  id: string;
  customerId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  behaviour: TestCardBehaviour;
};

/** A SetupIntent (collects a card) or a PaymentIntent (a charge that may ask for authentication). */
export type TestIntent = {
  id: string;
  clientSecret: string;
  customerId: string;
  status: 'requires_payment_method' | 'requires_action' | 'succeeded' | 'canceled';
  paymentMethodId: string | null;
  /** PaymentIntents only: the invoice it pays. */
  invoiceId?: string;
};

export type TestSubscription = {
  id: string;
  customerId: string;
  paymentMethodId: string;
  unitPrice: number;
  status: ProviderSubscription['status'];
  currentPeriodStart: string;
  currentPeriodEnd: string;
  trialEnd: string | null;
  /** The first charge's PaymentIntent while it waits for authentication. */
  pendingIntentId: string | null;
  /** The first failed renewal of a run of failures; the grace period counts from it. */
  failingSince: string | null;
  lastAttemptAt: string | null;
};

export type TestInvoice = {
  id: string;
  subscriptionId: string;
  amount: number;
  status: ProviderInvoice['status'];
  periodStart: string;
  periodEnd: string;
  occurredAt: string;
};

/** An id like Stripe's: a prefix and random characters. */
export function testId(prefix: string): string {
  return `${prefix}_test_${randomUUID().replaceAll('-', '')}`;
}

/** Stripe's client secret format, `<intent id>_secret_<random>`, so the browser finds the intent id. */
export function clientSecretOf(intentId: string): string {
  return `${intentId}_secret_${randomBytes(12).toString('hex')}`;
}

export function toProviderSubscription(
  subscription: TestSubscription,
  paymentClientSecret: string | null = null,
): ProviderSubscription {
  return {
    id: subscription.id,
    customerId: subscription.customerId,
    status: subscription.status,
    currentPeriodStart: new Date(subscription.currentPeriodStart),
    currentPeriodEnd: new Date(subscription.currentPeriodEnd),
    trialEnd: subscription.trialEnd ? new Date(subscription.trialEnd) : null,
    paymentClientSecret,
  };
}

export function toProviderInvoice(invoice: TestInvoice): ProviderInvoice {
  return {
    id: invoice.id,
    subscriptionId: invoice.subscriptionId,
    amount: invoice.amount,
    status: invoice.status,
    periodStart: new Date(invoice.periodStart),
    periodEnd: new Date(invoice.periodEnd),
    occurredAt: new Date(invoice.occurredAt),
  };
}

/** An id the test provider does not know, or one of another customer. */
export function missingRecord(): PaymentFailure {
  return new PaymentFailure('お支払い情報が見つかりませんでした。はじめからお試しください。', 'not_found');
}
