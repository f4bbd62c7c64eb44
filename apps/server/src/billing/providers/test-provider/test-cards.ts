/**
 * What a card number does in the built-in test provider: Stripe's documented test cards
 * (docs.stripe.com/testing), so the same numbers work against either provider.
 */
export type TestCardBehaviour =
  /** Setup and every charge succeed. */
  | 'succeeds'
  /** Refused when it is set up. */
  | 'declined'
  | 'insufficient_funds'
  | 'expired_card'
  | 'incorrect_cvc'
  /** Authentication (3-D Secure) when it is set up; charges afterwards go through. */
  | 'authenticate_on_setup'
  /** Every on-session charge asks for authentication. */
  | 'authenticate_always'
  /** Sets up fine; every charge fails (a renewal that fails). */
  | 'charges_fail';

export type TestCard = { brand: string; behaviour: TestCardBehaviour };

const testCards: Record<string, TestCard> = {
  '4242424242424242': { brand: 'visa', behaviour: 'succeeds' },
  '5555555555554444': { brand: 'mastercard', behaviour: 'succeeds' },
  '3566002020360505': { brand: 'jcb', behaviour: 'succeeds' },
  '378282246310005': { brand: 'amex', behaviour: 'succeeds' },
  '4000000000000002': { brand: 'visa', behaviour: 'declined' },
  '4000000000009995': { brand: 'visa', behaviour: 'insufficient_funds' },
  '4000000000000069': { brand: 'visa', behaviour: 'expired_card' },
  '4000000000000127': { brand: 'visa', behaviour: 'incorrect_cvc' },
  '4000002500003155': { brand: 'visa', behaviour: 'authenticate_on_setup' },
  '4000002760003184': { brand: 'visa', behaviour: 'authenticate_always' },
  '4000000000000341': { brand: 'visa', behaviour: 'charges_fail' },
};

/** The test card of a number (digits only), or null for any other number: test mode takes no real card. */
export function testCardOf(digits: string): TestCard | null {
  return testCards[digits] ?? null;
}

/** The guardian's message for a card that was refused, as card companies phrase it in Japan. */
export function declineMessage(behaviour: TestCardBehaviour): string | null {
  switch (behaviour) {
    case 'declined':
      return 'カードが承認されませんでした。別のカードをお試しいただくか、カード会社にお問い合わせください。';
    case 'insufficient_funds':
      return 'カードのご利用可能額を超えているため、承認されませんでした。別のカードをお試しください。';
    case 'expired_card':
      return 'カードの有効期限が切れています。別のカードをお試しください。';
    case 'incorrect_cvc':
      return 'セキュリティコードが正しくありません。カード裏面の3桁（表面の4桁）をご確認ください。';
    case 'charges_fail':
      return 'カードでのお支払いができませんでした。別のカードをご登録いただくか、カード会社にお問い合わせください。';
    default:
      return null;
  }
}

/** Expiry 'MM/YY' as month and four-digit year; past when the month has ended before `now`. */
export function parseExpiry(expiry: string, now: Date): { month: number; year: number; past: boolean } {
  const [month, shortYear] = expiry.split('/').map((part) => Number(part.trim()));
  const year = 2000 + (shortYear ?? 0);
  const monthIndex = year * 12 + (month ?? 1) - 1;
  const nowIndex = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return { month: month ?? 1, year, past: monthIndex < nowIndex };
}

/**
 * What a charge does with a card: on session the guardian is there to authenticate; off session
 * (a monthly renewal) nobody is, so a card that always asks for authentication fails.
 */
export function chargeOutcome(
  behaviour: TestCardBehaviour,
  onSession: boolean,
): 'paid' | 'requires_action' | 'failed' {
  if (behaviour === 'succeeds' || behaviour === 'authenticate_on_setup') return 'paid';
  if (behaviour === 'authenticate_always') return onSession ? 'requires_action' : 'failed';
  return 'failed';
}
