import type { PaymentProviderName, SettlementSetupResponse } from '@hibi/contract';
import type { ComponentType } from 'react';
import { ApiError } from '~/lib/api-error';

export interface CardFieldsProps {
  setup: SettlementSetupResponse;
  submitLabel: string;
  /** The provider holds the card now: the screen validates it with the server and goes on. */
  onSetUp: () => Promise<void>;
}

/**
 * The browser side of a payment provider (Stripe, or the built-in test provider): it collects a
 * card for a setup intent and authenticates a charge (3-D Secure). Screens know only this.
 */
export interface CardCollector {
  /** The provider's card fields and their button, for one setup intent. */
  CardFields: ComponentType<CardFieldsProps>;
  /** What the provider shows while it authenticates a charge, when it is ours to render. */
  AuthenticationHost: ComponentType | null;
  /** Resolves once the card company approved the charge; throws ApiError with the reason otherwise. */
  authenticatePayment(paymentClientSecret: string, publishableKey: string | null): Promise<void>;
}

/** Loaded on demand, so neither provider's code (nor Stripe.js) weighs on other screens. */
export function loadCardCollector(provider: PaymentProviderName): Promise<CardCollector> {
  return provider === 'stripe'
    ? import('./stripe/stripe-collector').then((module) => module.stripeCollector)
    : import('./test-provider/test-collector').then((module) => module.testCollector);
}

/** A card the provider refused, or an authentication left unfinished, with the guardian's message. */
export function cardRefused(message: string): ApiError {
  return new ApiError(402, message);
}

export const authenticationNotCompleted =
  'カード会社の本人認証が完了しなかったため、お手続きできませんでした。もう一度お試しいただくか、別のカードをご利用ください。';
