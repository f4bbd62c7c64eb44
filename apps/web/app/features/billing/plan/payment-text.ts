import type { PaymentRecord } from '@hibi/contract';
import { displayDate, familyPriceLines, type PricedChild, tokyoDate } from '@hibi/domain';

/** 「1,480円」: yen with thousands separators, grouped by hand like priceText. */
export function yenText(amount: number): string {
  return `${String(Math.trunc(amount)).replace(/\B(?=(\d{3})+$)/g, ',')}円`;
}

/** The days a payment covered, 「2026/11/23〜2026/12/22」; the period's end is the next one's start. */
export function periodText(payment: Pick<PaymentRecord, 'periodStartsAt' | 'periodEndsAt'>): string {
  const start = tokyoDate(new Date(payment.periodStartsAt));
  const lastDay = tokyoDate(new Date(payment.periodEndsAt).getTime() - 1);
  return `${displayDate(start)}〜${displayDate(lastDay < start ? start : lastDay)}`;
}

/** What a history row says of a payment. */
export function paymentLabel(payment: Pick<PaymentRecord, 'amount' | 'status'>): string {
  if (payment.status === 'failed') return 'お支払いできませんでした';
  return payment.amount === 0 ? '無料体験（0円）' : '有料プラン 月額料金';
}

/** A receipt (領収書) is issued for money received: a paid charge of more than 0 yen. */
export function hasReceipt(payment: Pick<PaymentRecord, 'amount' | 'status'>): boolean {
  return payment.status === 'paid' && payment.amount > 0;
}

/** The receipt's addressee (宛名): the display name (last name, then first; §3) and 様. */
export function addressee(displayName: string): string {
  return `${displayName} 様`;
}

/**
 * The children a payment covered (decision 0044): those approved by the day it was paid, the first
 * at the price and the others named as included; '' when none is known.
 */
export function coveredChildrenText(
  family: readonly PricedChild[],
  payment: Pick<PaymentRecord, 'amount' | 'occurredAt'>,
): string {
  const paidAt = new Date(payment.occurredAt);
  const covered = family.filter((child) => child.approvedAt && new Date(child.approvedAt) <= paidAt);
  const { lines } = familyPriceLines(covered, payment.amount);
  return lines
    .map((line) => `${line.name}さん${line.included ? '（ごきょうだい・追加料金なし）' : ''}`)
    .join('、');
}
