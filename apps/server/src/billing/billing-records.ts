import type { PaymentRecord, SubscriptionRecord } from '@hibi/contract';
import { tokyoDate } from '@hibi/domain';
import type { PaymentRow } from '../repositories/payment.repository.ts';
import type { SubscriptionRow } from '../repositories/subscription.repository.ts';

const iso = (instant: Date | null) => instant?.toISOString() ?? null;

/** A subscription row as the API answers it (specification §3's record and what the plan screen shows). */
export function toSubscriptionRecord(row: SubscriptionRow): SubscriptionRecord {
  return {
    id: row.id,
    subscriptionStartedAt: row.subscriptionStartedAt.toISOString(),
    subscriptionStartedRecurringAt: iso(row.subscriptionStartedRecurringAt),
    unitPrice: row.unitPrice,
    status: row.status,
    trialEndsAt: iso(row.trialEndsAt),
    currentPeriodEndsAt: iso(row.currentPeriodEndsAt),
    endedAt: iso(row.endedAt),
  };
}

/** A charge as the history shows it; the receipt number is stable: the Tokyo date and the row's id. */
export function toPaymentRecord(row: PaymentRow): PaymentRecord {
  const date = tokyoDate(row.occurredAt).replaceAll('-', '');
  return {
    id: row.id,
    amount: row.amount,
    status: row.status,
    periodStartsAt: row.periodStartsAt.toISOString(),
    periodEndsAt: row.periodEndsAt.toISOString(),
    occurredAt: row.occurredAt.toISOString(),
    receiptNumber: `HB-${date}-${row.id.slice(0, 8).toUpperCase()}`,
  };
}
