import type { CardSummary } from '@hibi/contract';

const brandNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  jcb: 'JCB',
  amex: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
  unionpay: 'UnionPay',
};

/** The brand as printed on cards; an unknown one as the provider names it. */
export function brandName(brand: string): string {
  return brandNames[brand.toLowerCase()] ?? brand;
}

/** 「Visa ••••4242」: enough for the guardian to recognise the card, nothing more. */
export function cardLabel(card: Pick<CardSummary, 'brand' | 'last4'>): string {
  return `${brandName(card.brand)} ••••${card.last4}`;
}

/** 「04/29」, as the card shows it. */
export function cardExpiry(card: Pick<CardSummary, 'expMonth' | 'expYear'>): string {
  return `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}`;
}
