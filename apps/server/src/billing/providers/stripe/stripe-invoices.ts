import type Stripe from 'stripe';
import type { ProviderInvoice } from '../payment-provider.ts';

export const fromUnix = (seconds: number) => new Date(seconds * 1000);

/**
 * The subscription an invoice bills. Since API 2025-03 it sits under parent.subscription_details;
 * events signed under an older endpoint version still carry the top-level field.
 */
export function subscriptionIdOfInvoice(invoice: Stripe.Invoice): string | null {
  const parent = invoice.parent?.subscription_details?.subscription;
  if (parent) return typeof parent === 'string' ? parent : parent.id;
  const legacy = (invoice as { subscription?: unknown }).subscription;
  if (typeof legacy === 'string') return legacy;
  if (legacy && typeof legacy === 'object' && 'id' in legacy && typeof legacy.id === 'string')
    return legacy.id;
  return null;
}

function statusOf(invoice: Stripe.Invoice): ProviderInvoice['status'] {
  if (invoice.status === 'paid') return 'paid';
  // Open (or written off) after a charge was tried: the charge failed.
  if ((invoice.status === 'open' || invoice.status === 'uncollectible') && invoice.attempt_count > 0)
    return 'failed';
  return 'open';
}

/**
 * Our view of a subscription invoice, or null for one that bills no subscription. The period is
 * the line's: a subscription invoice's own period_start/end is the period before the one it bills.
 */
export function toProviderInvoice(invoice: Stripe.Invoice): ProviderInvoice | null {
  const subscriptionId = subscriptionIdOfInvoice(invoice);
  if (!invoice.id || !subscriptionId) return null;
  const status = statusOf(invoice);
  const line = invoice.lines.data[0];
  const paidAt = invoice.status_transitions.paid_at;
  return {
    id: invoice.id,
    subscriptionId,
    // JPY has no minor unit: Stripe's amounts are yen.
    amount: status === 'paid' ? invoice.amount_paid : invoice.amount_due,
    status,
    periodStart: fromUnix(line?.period.start ?? invoice.period_start),
    periodEnd: fromUnix(line?.period.end ?? invoice.period_end),
    occurredAt: fromUnix(paidAt ?? invoice.status_transitions.finalized_at ?? invoice.created),
  };
}
