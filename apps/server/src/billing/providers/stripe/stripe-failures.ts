import Stripe from 'stripe';
import { PaymentFailure } from '../payment-provider.ts';
import { declineMessage, type TestCardBehaviour } from '../test-provider/test-cards.ts';

const authenticationMessage =
  'カードの本人認証（3Dセキュア）が完了しませんでした。もう一度お試しいただくか、別のカードをお使いください。';
const notFoundMessage = 'カードの登録が見つかりませんでした。もう一度カード情報を入力してください。';

/**
 * Stripe's decline codes (docs.stripe.com/declines/codes) in the test provider's terms, so both
 * providers tell the guardian the same thing. Lost, stolen and fraud-flagged cards get the generic
 * answer on purpose: Stripe advises not to tell the holder why.
 */
function behaviourOf(code: string | null | undefined): TestCardBehaviour {
  switch (code) {
    case 'insufficient_funds':
    case 'card_velocity_exceeded':
    case 'withdrawal_count_limit_exceeded':
      return 'insufficient_funds';
    case 'expired_card':
      return 'expired_card';
    case 'incorrect_cvc':
    case 'invalid_cvc':
      return 'incorrect_cvc';
    default:
      return 'declined';
  }
}

/** A refused card, by the decline code (or error code) Stripe gave. */
export function declinedCard(code: string | null | undefined): PaymentFailure {
  const message = declineMessage(behaviourOf(code)) ?? declineMessage('declined') ?? '';
  return new PaymentFailure(message, 'declined');
}

export const authenticationAbandoned = () =>
  new PaymentFailure(authenticationMessage, 'authentication_required');

export const setupNotFound = () => new PaymentFailure(notFoundMessage, 'not_found');

/** What a payment or setup error says, for the guardian. */
export function failureOfError(error: {
  code?: string | null;
  decline_code?: string | null;
}): PaymentFailure {
  if (error.code === 'authentication_required' || error.decline_code === 'authentication_required')
    return authenticationAbandoned();
  return declinedCard(error.decline_code ?? error.code);
}

export const isMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';

/**
 * Runs a Stripe call, a refused card (402) turned into a PaymentFailure for the guardian; anything
 * else (keys, network, Stripe down) is ours to log, and is rethrown as it is.
 */
export async function withPaymentFailures<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) throw failureOfError(error);
    throw error;
  }
}
